import { FIELD_LIMITS, PERSON_QUERY_MAX, e164, type PersonCorrected, type PersonErased, type PersonSearchResult } from '@aura/contract';
import { Body, Controller, Header, HttpCode, HttpStatus, Module, Post, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength, Validate, type ValidatorConstraintInterface, ValidatorConstraint } from 'class-validator';
import { Audited } from '../audit/audited';
import { AuthModule } from '../auth/auth.module';
import { SessionGuard } from '../auth/session.guard';
import { StaffAreaOf } from '../auth/staff-access';
import { clinicDate } from '../common/clinic-time';
import { Env } from '../config/env';
import { DataRequestsController, DataRequestsService } from './data-requests';
import { PeopleService } from './people.service';

const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** A phone or an e-mail: in the body, never in a URL (where logs and browsers keep it). */
export class PersonQuery {
  @trimmed()
  @MaxLength(PERSON_QUERY_MAX, { message: `q must be at most ${PERSON_QUERY_MAX} characters` })
  @IsString({ message: 'q must be the phone number or e-mail address the person gave' })
  q: string;
}

@ValidatorConstraint({ name: 'dialable' })
class Dialable implements ValidatorConstraintInterface {
  validate(value: unknown) {
    return typeof value === 'string' && e164(value) !== null;
  }
  defaultMessage() {
    return 'Enter a phone number that can be dialled, e.g. +91 98220 12345';
  }
}

export class PersonCorrection extends PersonQuery {
  @trimmed()
  @IsOptional()
  @MinLength(1, { message: 'The name cannot be empty' })
  @MaxLength(FIELD_LIMITS.name, { message: `The name must be at most ${FIELD_LIMITS.name} characters` })
  @IsString({ message: 'The name must be text' })
  name?: string;

  @trimmed()
  @IsOptional()
  @MaxLength(FIELD_LIMITS.phone, { message: `The phone number must be at most ${FIELD_LIMITS.phone} characters` })
  @Validate(Dialable)
  phone?: string;

  @trimmed()
  @IsOptional()
  @MaxLength(FIELD_LIMITS.email, { message: `The e-mail address must be at most ${FIELD_LIMITS.email} characters` })
  @IsEmail({}, { message: 'Enter a valid e-mail address' })
  email?: string;
}

/** The audit entry names what was done, never whom: counts and the erasure record's id. */
const countsOf = (_req: unknown, answer?: unknown) => {
  const erased = (answer as { erased?: Record<string, number> } | undefined)?.erased ?? {};
  return Object.entries(erased).map(([kind, count]) => `${kind}: ${count}`).join(', ') || 'nothing held';
};

/**
 * A person's data for the owner and the reception (DPDP Act): search, export, correct and erase,
 * each by POST so no phone or e-mail travels in a URL.
 */
@ApiTags('people')
@ApiCookieAuth()
@Controller('admin/people')
@UseGuards(SessionGuard)
@StaffAreaOf('people')
export class PeopleController {
  constructor(
    private readonly people: PeopleService,
    private readonly env: Env,
  ) {}

  @Post('search')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async search(@Body() body: PersonQuery): Promise<PersonSearchResult> {
    return { success: true, ...(await this.people.search(body.q)) };
  }

  @Post('export')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @Audited('person.export', () => 'one person (JSON)')
  async export(@Body() body: PersonQuery): Promise<StreamableFile> {
    const data = await this.people.export(body.q);
    return new StreamableFile(Buffer.from(JSON.stringify(data, null, 2)), {
      type: 'application/json; charset=utf-8',
      disposition: `attachment; filename="personal-data-${clinicDate(this.env.CLINIC_TIMEZONE)}.json"`,
    });
  }

  @Post('correct')
  @HttpCode(HttpStatus.OK)
  @Audited('person.correct', (req) =>
    ['name', 'phone', 'email'].filter((field) => (req.body as Record<string, unknown> | undefined)?.[field] !== undefined).join(', ') || null,
  )
  async correct(@Body() body: PersonCorrection): Promise<PersonCorrected> {
    return { success: true, corrected: await this.people.correct(body.q, { name: body.name, phone: body.phone, email: body.email }) };
  }

  @Post('erase')
  @HttpCode(HttpStatus.OK)
  @Audited('person.erase', countsOf)
  async erase(@Body() body: PersonQuery): Promise<PersonErased> {
    const { erased } = await this.people.erase(body.q);
    return { success: true, erased };
  }
}

@Module({
  imports: [AuthModule],
  controllers: [PeopleController, DataRequestsController],
  providers: [PeopleService, DataRequestsService],
})
export class PeopleModule {}
