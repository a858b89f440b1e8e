import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the mail tests (the `smtp-server` package): it takes mails for the user and
 * password given, keeps them parsed, and can refuse every recipient or every message with an SMTP error.
 */
export class TestSmtpServer {
  readonly mails: ParsedMail[] = [];
  /** Mails read whole and then refused (refuse at 'data'): what an attempt that failed carried. */
  readonly refusedMails: ParsedMail[] = [];
  /** Set to refuse: 'rcpt' answers RCPT TO, 'data' the message, with this 5xx answer. */
  refuse: { at: 'rcpt' | 'data'; message: string } | null = null;
  /** RCPT TO commands seen (each is one delivery attempt reaching the server). */
  recipientsTried = 0;
  /** Sign-ins seen (each is one connection that got as far as AUTH). */
  signInsTried = 0;
  port = 0;
  private server: SMTPServer | null = null;
  private waiters: ((mail: ParsedMail) => void)[] = [];

  constructor(
    readonly user = 'office',
    readonly password = 'secret',
  ) {}

  url(): string {
    return `smtp://${this.user}:${this.password}@127.0.0.1:${this.port}`;
  }

  /** Listens on `port` (a free one by default, or the same one again after stop). */
  async start(port = this.port): Promise<this> {
    const refusal = (message: string) => Object.assign(new Error(message), { responseCode: 550 });
    const server = new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth: (auth, _session, cb) => {
        this.signInsTried++;
        if (auth.username === this.user && auth.password === this.password) return cb(null, { user: auth.username });
        cb(new Error('Invalid username or password'));
      },
      onRcptTo: (_address, _session, cb) => {
        this.recipientsTried++;
        if (this.refuse?.at === 'rcpt') return cb(refusal(this.refuse.message));
        cb();
      },
      onData: (stream, _session, cb) => {
        simpleParser(stream)
          .then((mail) => {
            if (this.refuse?.at === 'data') {
              this.refusedMails.push(mail);
              return cb(refusal(this.refuse.message));
            }
            this.mails.push(mail);
            for (const w of this.waiters.splice(0)) w(mail);
            cb();
          })
          .catch(cb);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this;
  }

  /** The next mail to arrive (an event, not a wait of some time). */
  nextMail(): Promise<ParsedMail> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
