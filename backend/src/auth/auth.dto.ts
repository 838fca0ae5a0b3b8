import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MinLength,
  ValidateBy,
  ValidationArguments,
  ValidationOptions,
} from 'class-validator';
import { MaxChars } from '../common/text';

// class-validator runs a property's checks from the lowest decorator up and the API reports the first
// that fails, so the most basic check (present, right type) sits lowest.
export const USERNAME_MAX = 64;
export const PASSWORD_MAX = 200;
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
  @MaxChars(USERNAME_MAX, { message: `Username must be at most ${USERNAME_MAX} characters.` })
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  username: string;

  @ApiProperty({ format: 'password', maxLength: PASSWORD_MAX })
  @MaxChars(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters.` })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;
}

export class ChangePasswordDto {
  @ApiProperty({ format: 'password', maxLength: PASSWORD_MAX })
  @MaxChars(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters.` })
  @IsNotEmpty({ message: 'All fields are required.' })
  @IsString({ message: 'All fields are required.' })
  currentPassword: string;

  @ApiProperty({ format: 'password', minLength: 6, maxLength: PASSWORD_MAX })
  @MaxChars(PASSWORD_MAX, { message: `New password must be at most ${PASSWORD_MAX} characters.` })
  @MinLength(6, { message: 'New password must be at least 6 characters.' })
  @IsNotEmpty({ message: 'All fields are required.' })
  @IsString({ message: 'All fields are required.' })
  newPassword: string;

  @ApiPropertyOptional({ format: 'password', description: 'When sent, must equal newPassword' })
  @IsOptional()
  @SameAs('newPassword', { message: 'New password and confirm password must match.' })
  @IsString({ message: 'All fields are required.' })
  confirmPassword?: string;
}

export class ChangeUsernameDto {
  @ApiProperty({ format: 'password', maxLength: PASSWORD_MAX })
  @MaxChars(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters.` })
  @IsNotEmpty({ message: 'All fields are required.' })
  @IsString({ message: 'All fields are required.' })
  password: string;

  @ApiProperty({ minLength: 3, maxLength: USERNAME_MAX, description: 'Trimmed before it is checked and saved' })
  @Transform(trimmed)
  @Matches(NO_CONTROL_CHARACTERS, { message: 'Username must not contain control characters.' })
  @MaxChars(USERNAME_MAX, { message: `Username must be at most ${USERNAME_MAX} characters.` })
  @MinLength(3, { message: 'Username must be at least 3 characters.' })
  @IsNotEmpty({ message: 'All fields are required.' })
  @IsString({ message: 'All fields are required.' })
  newUsername: string;

  @ApiPropertyOptional({ description: 'When sent, must equal newUsername (both trimmed)' })
  @Transform(trimmed)
  @IsOptional()
  @SameAs('newUsername', { message: 'Username and confirm username must match.' })
  @IsString({ message: 'All fields are required.' })
  confirmUsername?: string;
}

export class MessageResponse {
  @ApiProperty() success: boolean;
  @ApiProperty() message: string;
}

export class ProfileResponse extends MessageResponse {
  @ApiProperty() username: string;
}
