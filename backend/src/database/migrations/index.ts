import { CreateAdminAndNews1763800000000 } from './1763800000000-create-admin-and-news';
import { CreateAdminLoginFailure1763900000000 } from './1763900000000-create-admin-login-failure';
import { CreateEnquiry1763900100000 } from './1763900100000-create-enquiry';
import { CreateRateLimit1764000000000 } from './1764000000000-create-rate-limit';
import { CreateBotCheckUsed1764000100000 } from './1764000100000-create-bot-check-used';
import { CreateSiteContent1764000200000 } from './1764000200000-create-site-content';
import { CreateContentUpload1764000300000 } from './1764000300000-create-content-upload';
import { CreateAppointmentBooking1764000400000 } from './1764000400000-create-appointment-booking';
import { AddAppointmentReminder1764000500000 } from './1764000500000-add-appointment-reminder';
import { AddEnquirySentWithoutScripts1764000600000 } from './1764000600000-add-enquiry-sent-without-scripts';
import { AddStaffRolesAndAuditLog1764000700000 } from './1764000700000-add-staff-roles-and-audit-log';
import { AddTwoFactorAndSessionActivity1764000800000 } from './1764000800000-add-two-factor-and-session-activity';
import { CreateDataRestore1764000900000 } from './1764000900000-create-data-restore';
import { CreateDataErasure1764001000000 } from './1764001000000-create-data-erasure';
import { AddDeliveryRetry1764001100000 } from './1764001100000-add-delivery-retry';
import { AddNewsletterConfirmation1764001200000 } from './1764001200000-add-newsletter-confirmation';
import { AddEnquiryConsentAndLastContact1764001300000 } from './1764001300000-add-enquiry-consent-and-last-contact';
import { AddDataRequest1764001400000 } from './1764001400000-add-data-request';
import { CreatePatientMessage1764001500000 } from './1764001500000-create-patient-message';
import { MoveClinicFigures1764001600000 } from './1764001600000-move-clinic-figures';
import { CreateNewsletter1764001700000 } from './1764001700000-create-newsletter';

/** Every migration, oldest first. Listed explicitly so the build and the tests run the same set. */
export const migrations = [CreateAdminAndNews1763800000000, CreateAdminLoginFailure1763900000000, CreateEnquiry1763900100000, CreateRateLimit1764000000000, CreateBotCheckUsed1764000100000,
  CreateSiteContent1764000200000, CreateContentUpload1764000300000, CreateAppointmentBooking1764000400000,
  AddAppointmentReminder1764000500000, AddEnquirySentWithoutScripts1764000600000, AddStaffRolesAndAuditLog1764000700000,
  AddTwoFactorAndSessionActivity1764000800000, CreateDataRestore1764000900000, CreateDataErasure1764001000000,
  AddDeliveryRetry1764001100000, AddNewsletterConfirmation1764001200000, AddEnquiryConsentAndLastContact1764001300000,
  AddDataRequest1764001400000, CreatePatientMessage1764001500000, MoveClinicFigures1764001600000,
  CreateNewsletter1764001700000,
];
