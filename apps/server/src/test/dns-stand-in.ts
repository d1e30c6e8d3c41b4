import dns2 from 'dns2';

const { Packet } = dns2;

/**
 * A local DNS server speaking the real protocol (UDP, port chosen by the system) that answers
 * TXT questions from records a test adds; any other name is NXDOMAIN. Point the app at it with
 * `CLAIM_DNS_SERVERS: standIn.server`.
 */
export async function startDnsStandIn() {
  const records = new Map<string, string[]>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const values = question ? (records.get(question.name.toLowerCase()) ?? []) : [];
      if (question && question.type === Packet.TYPE.TXT) {
        for (const data of values) {
          response.answers.push(
            Packet.createResourceFromQuestion(question, { type: Packet.TYPE.TXT, ttl: 1, data }),
          );
        }
      }
      if (values.length === 0) response.header.rcode = 3;
      send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    server: `127.0.0.1:${addresses.udp!.port}`,
    addTxt(name: string, value: string) {
      const key = name.toLowerCase();
      records.set(key, [...(records.get(key) ?? []), value]);
    },
    close: () => server.close(),
  };
}
