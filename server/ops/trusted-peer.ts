/**
 * Whether the machine at the other end of the connection is one that
 * VITRINE_TRUST_PROXY trusts: the same judgement Fastify makes before it
 * believes X-Forwarded-For (proxy-addr, hop 0), so a caller trusted to name
 * a client's address is the caller trusted to name a render tenant.
 */
import proxyAddr from '@fastify/proxy-addr';
import type { ServerConfig } from '../config.js';

export type PeerTrust = (address: string | undefined) => boolean;

export function peerTrust(trustProxy: ServerConfig['trustProxy']): PeerTrust {
  if (trustProxy === false) return () => false;
  if (trustProxy === true) return () => true;
  // A hop count trusts the nearest hops whatever their address (app.ts hopsOf): the peer is the nearest.
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  const trusted = proxyAddr.compile(trustProxy);
  return (address) => address !== undefined && trusted(address, 0);
}
