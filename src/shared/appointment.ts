/**
 * The appointment state machine (spec §4): not started → filling → MF and RF completed →
 * appointment completed; missed when the end time passes without completion; cancelled by
 * staff or the client before it starts. The server rejects every other move.
 */
export const APPOINTMENT_STATES = [
  'not_started',
  'filling',
  'mf_rf_completed',
  'completed',
  'missed',
  'cancelled',
] as const;
export type AppointmentState = (typeof APPOINTMENT_STATES)[number];

export const APPOINTMENT_EVENTS = [
  'start_filling',
  'complete_forms',
  'complete_appointment',
  'mark_missed',
  'cancel',
] as const;
export type AppointmentEvent = (typeof APPOINTMENT_EVENTS)[number];

const TRANSITIONS: Record<AppointmentState, Partial<Record<AppointmentEvent, AppointmentState>>> = {
  not_started: { start_filling: 'filling', mark_missed: 'missed', cancel: 'cancelled' },
  filling: { complete_forms: 'mf_rf_completed', mark_missed: 'missed', cancel: 'cancelled' },
  // The client is in the clinic with forms done: only the visit itself is left.
  mf_rf_completed: { complete_appointment: 'completed', mark_missed: 'missed' },
  completed: {},
  missed: {},
  cancelled: {},
};

/** The state after `event`, or undefined when the move is not allowed. */
export function nextState(
  state: AppointmentState,
  event: AppointmentEvent,
): AppointmentState | undefined {
  return TRANSITIONS[state][event];
}

export function canApply(state: AppointmentState, event: AppointmentEvent): boolean {
  return nextState(state, event) !== undefined;
}

/** States in which a client may still fill or change their forms. */
export function isFillable(state: AppointmentState): boolean {
  return state === 'not_started' || state === 'filling';
}

/** No event leaves these states. */
export function isFinal(state: AppointmentState): boolean {
  return Object.keys(TRANSITIONS[state]).length === 0;
}

export function isAppointmentState(value: unknown): value is AppointmentState {
  return typeof value === 'string' && (APPOINTMENT_STATES as readonly string[]).includes(value);
}

/** A visit still under way: not completed, missed or cancelled. */
export const OPEN_APPOINTMENT_STATES: readonly AppointmentState[] = APPOINTMENT_STATES.filter(
  (state) => !isFinal(state),
);
