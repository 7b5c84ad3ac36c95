import dns2 from 'dns2';

const { Packet } = dns2;

type Record = { type: 'A' | 'CNAME' | 'TXT'; value: string };

/**
 * A DNS server on loopback with records the test sets (`set`, `clear`), answering A, CNAME and TXT
 * questions; `silent` makes it drop every question, as a DNS server that times out.
 */
export async function startDns() {
  const zone = new Map<string, Record[]>();
  let silent = false;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      if (silent) return;
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0];
      const name = question?.name.toLowerCase() ?? '';
      const records = zone.get(name);
      if (!records) {
        response.header.rcode = Packet.RCODE.NXDOMAIN;
        send(response);
        return;
      }
      // Plain records, as dns2's documentation writes them (its typings ask for a class instance).
      const push = (resource: object) => response.answers.push(resource as (typeof response.answers)[number]);
      const answer = (record: Record, owner: string) => {
        const base = { name: owner, class: Packet.CLASS.IN, ttl: 60 };
        if (record.type === 'A') push({ ...base, type: Packet.TYPE.A, address: record.value });
        if (record.type === 'CNAME') push({ ...base, type: Packet.TYPE.CNAME, domain: record.value });
        if (record.type === 'TXT') push({ ...base, type: Packet.TYPE.TXT, data: record.value });
      };
      const cname = records.find((r) => r.type === 'CNAME');
      if (question?.type === Packet.TYPE.CNAME || (cname && question?.type === Packet.TYPE.A)) {
        if (cname) answer(cname, name);
        // Like a recursive server: the CNAME's target's addresses come along.
        if (cname && question?.type === Packet.TYPE.A) {
          for (const r of zone.get(cname.value) ?? []) if (r.type === 'A') answer(r, cname.value);
        }
      } else {
        const wanted =
          question?.type === Packet.TYPE.TXT ? 'TXT' : question?.type === Packet.TYPE.A ? 'A' : '';
        for (const r of records) if (r.type === wanted) answer(r, name);
      }
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = server.addresses().udp?.port;
  return {
    server: `127.0.0.1:${port}`,
    set(name: string, ...records: Record[]) {
      zone.set(name, records);
    },
    clear(name: string) {
      zone.delete(name);
    },
    silence(on: boolean) {
      silent = on;
    },
    close: () => server.close(),
  };
}
