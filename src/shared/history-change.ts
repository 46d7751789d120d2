/**
 * A change in medical history on the day (spec §2 "Change in Medical History"): a visit whose
 * forms are signed takes one until the practitioner has decided, so the decision is made on
 * the newest record. After the decision the visit's record is corrected with an addendum.
 */
export function acceptsHistoryChange(appointment: {
  state: string;
  clearance: string | null;
}): boolean {
  return appointment.state === 'mf_rf_completed' && appointment.clearance === null;
}
