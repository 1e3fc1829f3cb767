/** Temporary stand-in for a game whose rules have not landed yet: every use says so. */
import { VariantBoardError } from '../core/errors.js';
import type { AnyVariant, VariantId } from '../core/types.js';

export function notYetAvailable(id: VariantId, name: string): AnyVariant {
  const fail = (): never => {
    throw new VariantBoardError('unknown-variant', `The rules of ${name} ("${id}") are not available yet.`, { token: id });
  };
  return new Proxy({ id, name, credit: '' } as AnyVariant, {
    get: (target, prop) => (prop in target ? (target as any)[prop] : prop === 'then' ? undefined : fail),
  });
}
