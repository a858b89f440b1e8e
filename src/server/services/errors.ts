/** A public submission refused before anything was stored: too many from one address, or the honeypot. */
export class SubmissionRefusedError extends Error {
  constructor(
    readonly reason: 'rateLimited' | 'refused',
    message: string,
    /** Seconds until the address may submit again (rate limit only). */
    readonly retryAfterSeconds = 0,
  ) {
    super(message);
    this.name = 'SubmissionRefusedError';
  }
}
