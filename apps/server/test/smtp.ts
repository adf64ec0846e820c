import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps what it receives (closed after the file). */
export async function startTestSmtpServer(): Promise<{ url: string; inbox: ReceivedMail[] }> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${port}`, inbox };
}

/** The 6-digit code in a received message (quoted-printable or plain). */
export function codeIn(mail: ReceivedMail | undefined): string {
  const match = /\b(\d{6})\b/.exec(mail?.raw.replace(/=\r?\n/g, '') ?? '');
  if (!match?.[1]) throw new Error('no code in the message');
  return match[1];
}
