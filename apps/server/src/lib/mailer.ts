import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * Values in the text that take over an account (a password-reset code): the console's outbox
   * shows them to super admins only.
   */
  secrets?: string[];
}

export interface OutboxMessage extends MailMessage {
  id: string;
  createdAt: string;
}

export interface Mailer {
  send(message: MailMessage, at: Date): Promise<void>;
}

const FROM = 'Caravan <no-reply@caravan.local>';

/** Sends through the SMTP server at SMTP_URL. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  constructor(url: string, from = FROM) {
    this.transport = nodemailer.createTransport(url, { from });
  }
  async send({ to, subject, text }: MailMessage): Promise<void> {
    await this.transport.sendMail({ to, subject, text });
  }
}

/**
 * Without SMTP_URL, mail is written to DATA_DIR/outbox as JSON files, one per message, which
 * operators read in the console (e-mail outbox).
 */
export class OutboxMailer implements Mailer {
  readonly dir: string;
  constructor(dataDir: string) {
    this.dir = resolve(dataDir, 'outbox');
  }

  async send(message: MailMessage, at: Date): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // `secrets` always written, empty when there are none: a message without the field was written
    // before senders named their codes, and the console masks every code-like number in it.
    const entry: OutboxMessage = {
      id: randomUUID(),
      createdAt: at.toISOString(),
      ...message,
      secrets: message.secrets ?? [],
    };
    // Names sort by time, newest last. Written aside, then renamed: the console never reads half a
    // message.
    const name = `${at.toISOString().replace(/[:.]/g, '-')}-${entry.id}.json`;
    await writeFile(join(this.dir, `.${name}.tmp`), JSON.stringify(entry));
    await rename(join(this.dir, `.${name}.tmp`), join(this.dir, name));
  }

  /** Newest first, paged. */
  async list(offset: number, limit: number): Promise<{ total: number; messages: OutboxMessage[] }> {
    let names: string[];
    try {
      names = (await readdir(this.dir))
        .filter((n) => n.endsWith('.json'))
        .sort()
        .reverse();
    } catch {
      return { total: 0, messages: [] };
    }
    const page = names.slice(offset, offset + limit);
    const messages = await Promise.all(
      page.map(async (name) => JSON.parse(await readFile(join(this.dir, name), 'utf8')) as OutboxMessage),
    );
    return { total: names.length, messages };
  }
}
