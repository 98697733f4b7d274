/**
 * What the courier adapters' tests (grab-express, lalamove and fake) share: a recorded courier
 * to call, and a booking request from a Makati store to a Quezon City customer.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { QuoteRequest } from './couriers.port.ts';

export interface Call {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  raw: string;
}

/**
 * A recorded courier: answers each METHOD path from `routes`, and records the exact requests. 'hang'
 * never answers; 'stall' sends the headers and the start of a body, then nothing more.
 */
export async function recorder(routes: Record<string, (call: Call) => [number, unknown] | 'hang' | 'stall'>) {
  const calls: Call[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const call = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, raw };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const answer = route ? route(call) : ([404, { message: 'not found' }] as [number, unknown]);
      if (answer === 'hang') return;
      if (answer === 'stall') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"data":');
        return;
      }
      res.writeHead(answer[0], { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer[1]));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

export const request: QuoteRequest = {
  referenceId: 'booking-1',
  parcel: 'Order 261126-ABC123',
  pickup: {
    address: '1 Ayala Ave, Makati',
    name: 'Tindahan ni Aling Nena',
    phone: '+639171110000',
    lat: 14.5547,
    lng: 121.0244,
  },
  dropoff: {
    address: '22 Kalayaan Ave, Quezon City',
    name: 'Juan Dela Cruz',
    phone: '+639175550000',
    lat: 14.6507,
    lng: 121.0494,
  },
};
