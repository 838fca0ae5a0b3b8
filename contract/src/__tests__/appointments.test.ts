import { CLINIC_ACTIONS, CLINIC_CHANGES, clinicActionsFor, PATIENT_CHANGES, patientActionsFor } from '../appointments.js';
import { APPOINTMENT_STATUSES } from '../statuses.js';

describe('the changes of an appointment', () => {
  it('offers the clinic what the agenda has always offered', () => {
    expect(clinicActionsFor('requested')).toEqual(['confirm', 'propose', 'decline']);
    expect(clinicActionsFor('proposed')).toEqual(['confirm', 'propose', 'decline']);
    expect(clinicActionsFor('confirmed')).toEqual(['complete', 'no-show', 'propose', 'cancel']);
    for (const status of ['declined', 'cancelled', 'completed', 'no-show'] as const) expect(clinicActionsFor(status)).toEqual([]);
  });

  it('offers only allowed changes, and every allowed change somewhere', () => {
    for (const status of APPOINTMENT_STATUSES) {
      for (const action of clinicActionsFor(status)) expect(CLINIC_CHANGES[action].from).toContain(status);
    }
    for (const action of CLINIC_ACTIONS) expect(APPOINTMENT_STATUSES.some((status) => clinicActionsFor(status).includes(action))).toBe(true);
  });

  it('lets the patient accept only a proposed time, and cancel or ask again while it is open', () => {
    expect(patientActionsFor('proposed')).toEqual(['accept', 'cancel', 'another-time']);
    expect(patientActionsFor('requested')).toEqual(['cancel', 'another-time']);
    expect(patientActionsFor('confirmed')).toEqual(['cancel', 'another-time']);
    expect(patientActionsFor('completed')).toEqual([]);
    expect(Object.values(PATIENT_CHANGES).every((change) => change.handled === 'new')).toBe(true);
  });
});
