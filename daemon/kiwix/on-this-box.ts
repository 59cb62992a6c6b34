/**
 * Whether a kiwix-serve is on this box. Pure.
 *
 * An unsure turn (a first-person word alone, turn/reach.ts) may be about the owner, so it is answered from local
 * knowledge only: the kiwix-serve Hearth manages, or an external one the owner runs on the same machine
 * (`kiwix.url = "http://127.0.0.1:8080"`). A kiwix-serve on another host (a NAS on the LAN) is outside the box,
 * and only world turns reach it. `kiwix.on_this_box` says so explicitly; 'auto' trusts a loopback address only,
 * never a name that merely resolves to one today.
 */
import type { Config } from '../config/types.js';

/** Host names that are this machine by definition, not by a lookup. */
const LOOPBACK_HOST_RE = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/iu;

export function kiwixOnThisBox(kiwix: Pick<Config['kiwix'], 'url' | 'onThisBox'>): boolean {
  if (kiwix.url === '') return true;
  if (kiwix.onThisBox !== 'auto') return kiwix.onThisBox === 'yes';
  try {
    return LOOPBACK_HOST_RE.test(new URL(kiwix.url).hostname);
  } catch {
    return false;
  }
}
