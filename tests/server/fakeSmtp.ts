import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  /** The message's Message-ID header, or '' without one. */
  messageId: string;
}

export interface FakeSmtpOptions {
  refuse?: (rcpt: string) => boolean;
  /**
   * Called when a message has arrived in full, before it is accepted. 'withhold' leaves it unanswered and not
   * delivered, as a server does whose sender dies before the answer: the sender never learns it went out.
   */
  onMessage?: () => 'accept' | 'withhold';
}

/** A minimal SMTP server on the loopback: enough of the protocol for nodemailer to deliver a message. */
export function fakeSmtp(options: FakeSmtpOptions = {}) {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost ESMTP test');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            const message = { ...current, messageId: /^Message-ID: *(.*)$/im.exec(current.data)?.[1]?.trim() ?? '' };
            current = { from: '', to: [], data: '' };
            if (options.onMessage?.() === 'withhold') continue;
            received.push(message);
            reply('250 OK queued');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 localhost');
        else if (command === 'MAIL') {
          current.from = line;
          reply('250 OK');
        } else if (command === 'RCPT') {
          if (options.refuse?.(line)) reply('550 No such user');
          else {
            current.to.push(line);
            reply('250 OK');
          }
        } else if (command === 'DATA') {
          inData = true;
          reply('354 Go ahead');
        } else if (command === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else if (command === 'RSET' || command === 'NOOP') reply('250 OK');
        else reply('502 Not implemented');
      }
    });
  });
  return {
    received,
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      return `smtp://127.0.0.1:${String(address.port)}`;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
