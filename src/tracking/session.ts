/** SPEC 4 and 9: a session is renewed after 30 minutes without activity. */
export const SESSION_INACTIVITY_MS = 30 * 60 * 1000;

export interface Session {
  id: string;
  acquisition: string;
  /** Milliseconds since the epoch of the last event. */
  lastActivity: number;
}

/**
 * The session to use now: the previous one while it has been active within 30 minutes, otherwise a new
 * one whose acquisition source comes from how the visitor arrived this time.
 */
export function nextSession(previous: Session | null, now: number, fresh: () => { id: string; acquisition: string }): Session {
  if (previous && now - previous.lastActivity < SESSION_INACTIVITY_MS) return { ...previous, lastActivity: now };
  return { ...fresh(), lastActivity: now };
}

export function serialiseSession(session: Session): string {
  return JSON.stringify(session);
}

export function parseSession(text: string | null): Session | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (
      typeof value === 'object' &&
      value !== null &&
      'id' in value &&
      typeof value.id === 'string' &&
      'acquisition' in value &&
      typeof value.acquisition === 'string' &&
      'lastActivity' in value &&
      typeof value.lastActivity === 'number'
    ) {
      return { id: value.id, acquisition: value.acquisition, lastActivity: value.lastActivity };
    }
    return null;
  } catch {
    return null;
  }
}
