import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MinLength,
  ValidateBy,
  ValidationArguments,
  ValidationOptions,
} from 'class-validator';
import {
  ACCOUNT_MESSAGES as M,
  PASSWORD_FORM_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  STAFF_ROLES,
  TWO_FACTOR_CODE_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
  type StaffRole,
} from '@aura/contract';
import { MaxChars } from '../common/text';
import { AcceptableNewPassword } from './password-rules';

// class-validator runs a property's checks from the lowest decorator up and the API reports the first
// that fails, so the most basic check (present, right type) sits lowest.
export { PASSWORD_MAX, USERNAME_MAX };
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The value equals the one of another property of the same object. */
function SameAs(property: string, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'sameAs',
      constraints: [property],
      validator: {
        validate: (value: unknown, args?: ValidationArguments) =>
          value === (args?.object as Record<string, unknown>)[args?.constraints[0] as string],
      },
    },
    options,
  );
}

export class LoginDto {
  @ApiProperty({ example: 'admin', maxLength: USERNAME_MAX })
  @Transform(trimmed)
  @MaxChars(USERNAME_MAX, { message: M.usernameTooLong })
  @IsNotEmpty({ message: M.usernameRequired })
  @IsString({ message: M.usernameRequired })
  username: string;

  @ApiProperty({ format: 'password', maxLength: PASSWORD_MAX })
  @MaxChars(PASSWORD_MAX, { message: M.passwordTooLong })
  @IsNotEmpty({ message: M.passwordRequired })
  @IsString({ message: M.passwordRequired })
  password: string;

  @ApiPropertyOptional({
    maxLength: TWO_FACTOR_CODE_MAX,
    description: 'With two-factor sign-in on: the authenticator app\'s current 6-digit code, or an unused recovery code',
  })
  @IsOptional()
  @MaxChars(TWO_FACTOR_CODE_MAX, { message: M.codeTooLong })
  @IsString({ message: M.codeRequired })
  code?: string;
}

/** `POST /admin/2fa/enable`: the first code from the new secret. */
export class TwoFactorCodeDto {
  @ApiProperty({ example: '123456', maxLength: TWO_FACTOR_CODE_MAX })
  @MaxChars(TWO_FACTOR_CODE_MAX, { message: M.codeTooLong })
  @IsNotEmpty({ message: M.codeRequired })
  @IsString({ message: M.codeRequired })
  code: string;
}

/** `POST /admin/2fa/disable`: the password and a current code (or a recovery code). */
export class TwoFactorOffDto extends TwoFactorCodeDto {
  @ApiProperty({ format: 'password', maxLength: PASSWORD_MAX })
  @MaxChars(PASSWORD_MAX, { message: M.passwordTooLong })
  @IsNotEmpty({ message: M.passwordRequired })
  @IsString({ message: M.passwordRequired })
  password: string;
}

/** `PUT /admin/staff/two-factor-required`: the owner's rule for every account. */
export class TwoFactorRuleDto {
  @ApiProperty()
  @IsBoolean({ message: 'Required must be true or false.' })
  required: boolean;
}

export class ChangePasswordDto {
  @ApiProperty({ format: 'password', maxLength: PASSWORD_MAX })
  @MaxChars(PASSWORD_MAX, { message: M.passwordTooLong })
  @IsNotEmpty({ message: M.allFieldsRequired })
  @IsString({ message: M.allFieldsRequired })
  currentPassword: string;

  @ApiProperty({
    format: 'password',
    minLength: PASSWORD_MIN,
    maxLength: PASSWORD_MAX,
    description: 'Not one of the ~49,000 most common passwords',
  })
  @MaxChars(PASSWORD_MAX, { message: M.newPasswordTooLong })
  @AcceptableNewPassword(M.newPasswordTooShort)
  // The spec's own message for the shortest ones, as the form says it.
  @MinLength(PASSWORD_FORM_MIN, { message: M.newPasswordTooShortForForm })
  @IsNotEmpty({ message: M.allFieldsRequired })
  @IsString({ message: M.allFieldsRequired })
  newPassword: string;

  @ApiPropertyOptional({ format: 'password', description: 'When sent, must equal newPassword' })
  @IsOptional()
  @SameAs('newPassword', { message: M.passwordsDiffer })
  @IsString({ message: M.allFieldsRequired })
  confirmPassword?: string;
}

export class ChangeUsernameDto {
  @ApiProperty({ format: 'password', maxLength: PASSWORD_MAX })
  @MaxChars(PASSWORD_MAX, { message: M.passwordTooLong })
  @IsNotEmpty({ message: M.allFieldsRequired })
  @IsString({ message: M.allFieldsRequired })
  password: string;

  @ApiProperty({ minLength: USERNAME_MIN, maxLength: USERNAME_MAX, description: 'Trimmed before it is checked and saved' })
  @Transform(trimmed)
  @Matches(NO_CONTROL_CHARACTERS, { message: M.usernameControlCharacters })
  @MaxChars(USERNAME_MAX, { message: M.usernameTooLong })
  @MinLength(USERNAME_MIN, { message: M.usernameTooShort })
  @IsNotEmpty({ message: M.allFieldsRequired })
  @IsString({ message: M.allFieldsRequired })
  newUsername: string;

  @ApiPropertyOptional({ description: 'When sent, must equal newUsername (both trimmed)' })
  @Transform(trimmed)
  @IsOptional()
  @SameAs('newUsername', { message: M.usernamesDiffer })
  @IsString({ message: M.allFieldsRequired })
  confirmUsername?: string;
}

export class MessageResponse {
  @ApiProperty() success: boolean;
  @ApiProperty() message: string;
}

export class ProfileResponse extends MessageResponse {
  @ApiProperty() username: string;
}

export class FullProfileResponse extends ProfileResponse {
  @ApiProperty({ enum: STAFF_ROLES }) role: StaffRole;
  @ApiProperty() twoFactor: boolean;
  @ApiProperty({ description: 'Signed in with a one-time password: a new one must be chosen first' }) mustChangePassword: boolean;
  @ApiProperty({ description: 'The owner requires two-factor sign-in and this account has none yet: it must set it up first' })
  mustSetUpTwoFactor: boolean;
  @ApiProperty({ description: 'Recovery codes not used yet (0 with two-factor sign-in off)' }) recoveryCodesLeft: number;
}

/** `POST /admin/staff`: a new staff account. */
export class AddStaffDto {
  @ApiProperty({ minLength: USERNAME_MIN, maxLength: USERNAME_MAX, description: 'Trimmed before it is checked and saved' })
  @Transform(trimmed)
  @Matches(NO_CONTROL_CHARACTERS, { message: M.usernameControlCharacters })
  @MaxChars(USERNAME_MAX, { message: M.usernameTooLong })
  @MinLength(USERNAME_MIN, { message: M.usernameTooShort })
  @IsNotEmpty({ message: M.usernameRequired })
  @IsString({ message: M.usernameRequired })
  username: string;

  @ApiProperty({ enum: STAFF_ROLES })
  @IsIn(STAFF_ROLES, { message: `Role must be one of: ${STAFF_ROLES.join(', ')}.` })
  role: StaffRole;

  @ApiProperty({ format: 'password', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, description: 'Not one of the ~49,000 most common passwords' })
  @MaxChars(PASSWORD_MAX, { message: M.passwordTooLong })
  @AcceptableNewPassword(M.passwordTooShort)
  @IsNotEmpty({ message: M.passwordRequired })
  @IsString({ message: M.passwordRequired })
  password: string;
}

/** `PATCH /admin/staff/:id`: a staff account's role, or whether it may sign in. */
export class ChangeStaffDto {
  @ApiPropertyOptional({ enum: STAFF_ROLES })
  @IsOptional()
  @IsIn(STAFF_ROLES, { message: `Role must be one of: ${STAFF_ROLES.join(', ')}.` })
  role?: StaffRole;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'Disabled must be true or false.' })
  disabled?: boolean;
}
