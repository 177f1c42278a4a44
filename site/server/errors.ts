/** An answer other than 200, thrown from a handler and answered `{success:false, message}` by app.onError. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 404 | 405 | 413 | 500 | 502,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A client mistake: answered 400 with `message` naming the field. */
export class BadRequest extends HttpError {
  constructor(message: string) {
    super(400, message);
    this.name = 'BadRequest';
  }
}

/** The module, slide or stream asked for does not exist: answered 404. */
export class NotFound extends HttpError {
  constructor(message: string) {
    super(404, message);
    this.name = 'NotFound';
  }
}
