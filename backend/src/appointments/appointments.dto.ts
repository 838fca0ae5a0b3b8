import { appointmentRules, PATIENT_ACTIONS, type AppointmentRequest, type PatientAction } from '@aura/contract';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { FormRule, Trimmed } from '../common/form-rule';
import { FormExtras } from '../enquiries/enquiry-forms';

/**
 * The appointment request: name, phone or e-mail, date, time and concern, checked in that order
 * (the contract's rules, as the form checks them). Whether the date is today or later in the
 * clinic's time zone is checked when it is booked.
 */
export class AppointmentRequestDto extends FormExtras implements AppointmentRequest {
  @Trimmed()
  @FormRule(appointmentRules.name)
  name: string;

  @Trimmed()
  @FormRule(appointmentRules.phone)
  phone?: string | null;

  @Trimmed()
  @FormRule(appointmentRules.email)
  email?: string | null;

  @FormRule(appointmentRules.date)
  date: string;

  @FormRule(appointmentRules.time)
  time: string;

  @Trimmed()
  @FormRule(appointmentRules.concern)
  concern: string;

  /** The WhatsApp box: true from the page's scripts, 'yes' from a form sent without them. */
  @FormRule(appointmentRules.whatsapp)
  whatsapp?: boolean | string | null;
}

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export class AgendaQuery {
  /** The first day (default today at the clinic). */
  @IsOptional()
  @Matches(ISO_DATE, { message: 'from must be a date as YYYY-MM-DD' })
  from?: string;

  /** `waiting`: every request still to be answered, whatever its day (from and days are then not read). */
  @IsOptional()
  @IsIn(['waiting'], { message: 'show must be waiting' })
  show?: 'waiting';

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'days must be a whole number from 1 to 31' })
  @Min(1, { message: 'days must be a whole number from 1 to 31' })
  @Max(31, { message: 'days must be a whole number from 1 to 31' })
  days: number = 1;
}

export class ClinicChange {
  /** For `propose`: the open time offered instead. */
  @IsOptional()
  @Matches(ISO_DATE, { message: 'Choose a date' })
  date?: string;

  @IsOptional()
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Choose a time' })
  time?: string;

  /** Why, for the history (and the patient's mail when it says so). */
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'The note must be at most 500 characters' })
  note?: string;
}

const LINK_INVALID = 'This link is not valid or has expired. Please call or WhatsApp the clinic.';

export class PatientChange {
  @IsString({ message: LINK_INVALID })
  @MaxLength(2000, { message: LINK_INVALID })
  token: string;

  @IsIn(PATIENT_ACTIONS, { message: 'The action must be cancel, accept or another-time' })
  action: PatientAction;

  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'Your message must be at most 1000 characters' })
  note?: string;
}
