// Certificate codes: 80 random bits from the operating system's generator, written as 16 characters of
// Crockford's base32 in groups of four (IdFormats.certificate): unguessable, and easy to read out and type.
import { randomBytes } from 'node:crypto';

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new code, such as 7K3M-X9QD-2HRT-V8WN. */
export function newCertificateCode(): string {
  let bits = 0n;
  for (const byte of randomBytes(10)) bits = (bits << 8n) | BigInt(byte);
  const characters = Array.from({ length: 16 }, (_, at) => crockford[Number((bits >> BigInt(5 * (15 - at))) & 31n)]);
  return characters.join('').match(/.{4}/g)!.join('-');
}
