/** The item asked for does not exist (any more): every service says so this one way; the API answers 404. */
export class NotFoundError extends Error {
  constructor(message = 'This item no longer exists.') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** A required field the schema cannot see (an image file); `field` names it for the form. */
export class MissingFieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'MissingFieldError';
  }
}

/**
 * A field the schema alone cannot judge was refused: a value that depends on the stored settings
 * (a class not open for application now) or on other fields once merged. `field` names it for the form.
 */
export class InvalidFieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'InvalidFieldError';
  }
}

/** A change refused because of what is stored already (a year started twice); its message is safe to show. */
export class ConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}

/** A file refused for what it is (type, size, dimensions); its message is safe to show. */
export class UploadRejectedError extends Error {}

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
