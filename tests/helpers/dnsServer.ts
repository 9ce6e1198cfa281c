import dgram from 'node:dgram';

/**
 * A DNS server on loopback that answers TXT questions from `records` (a name's TXT
 * values; a value longer than 255 characters is sent in pieces, as zone files do) and
 * NXDOMAIN to anything else. Enough for what the site asks of the DNS (DKIM records);
 * point the process's resolver at it with dns.setServers([server.address]).
 */
export async function startDnsServer(records: Record<string, string[]>) {
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, peer) => {
    // The question: labels from byte 12 to a zero length, then its type and class.
    const labels: string[] = [];
    let at = 12;
    while (query[at]) {
      labels.push(query.subarray(at + 1, at + 1 + query[at]!).toString('ascii'));
      at += query[at]! + 1;
    }
    const questionEnd = at + 5;
    const name = labels.join('.').toLowerCase();
    const type = query.readUInt16BE(at + 1);
    const values = type === 16 ? records[name] : undefined;
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(values ? 0x8180 : 0x8183, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(values?.length ?? 0, 6);
    const answers = (values ?? []).map((value) => {
      const chunks = value.match(/.{1,255}/g) ?? [''];
      const data = Buffer.concat(
        chunks.map((chunk) => Buffer.concat([Buffer.from([chunk.length]), Buffer.from(chunk)])),
      );
      const fixed = Buffer.alloc(12);
      fixed.writeUInt16BE(0xc00c, 0); // the question's name
      fixed.writeUInt16BE(16, 2); // TXT
      fixed.writeUInt16BE(1, 4); // IN
      fixed.writeUInt32BE(60, 6);
      fixed.writeUInt16BE(data.length, 10);
      return Buffer.concat([fixed, data]);
    });
    socket.send(Buffer.concat([header, query.subarray(12, questionEnd), ...answers]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
