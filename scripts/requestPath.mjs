// Maps the target of an HTTP request line to a file under the site's root, refusing everything a
// browser would never send: malformed percent-encoding, control characters (NUL included), `..`
// segments, backslashes and over-long paths. What it takes it normalises as nginx does (repeated
// slashes merged, `.` segments dropped), so both hosts give one path one answer. Pure: no file
// system access, so it is fuzzed on its own.
import path from 'node:path';

/** Longest request path (still percent-encoded) the static server accepts. */
export const MAX_PATH_LENGTH = 2048;

/** True when the text holds a C0 control character (NUL included) or DEL. */
export function hasControlCharacter(text) {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** True when `file` is `root` itself or lies inside it, compared segment by segment (a sibling `dist-old` is outside `dist`). */
export function isInsideRoot(root, file) {
  const relative = path.relative(root, file);
  if (relative === '') return true;
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

/**
 * `{ pathname, file }` for a request target (`/a%20b?q=1` or the absolute form `http://host/a`), with
 * `pathname` decoded and normalised (`//a/./b` is `/a/b`); or `{ status, reason }` when the request must be refused: 400 for a malformed
 * target, 404 when the path resolves outside `root`.
 * @param {unknown} target `request.url` as Node gives it
 * @param {string} root absolute folder the site is served from
 */
export function resolveRequestPath(target, root) {
  if (typeof target !== 'string' || target === '')
    return { status: 400, reason: 'empty request target' };
  let encoded;
  if (target.startsWith('/')) {
    encoded = target.split(/[?#]/, 1)[0];
  } else if (/^https?:\/\//i.test(target)) {
    try {
      encoded = new URL(target).pathname;
    } catch {
      return { status: 400, reason: 'malformed request target' };
    }
  } else {
    return { status: 400, reason: 'request target is not a path' };
  }
  if (encoded.length > MAX_PATH_LENGTH) return { status: 400, reason: 'path too long' };
  let pathname;
  try {
    pathname = decodeURIComponent(encoded);
  } catch {
    return { status: 400, reason: 'malformed percent-encoding' };
  }
  if (hasControlCharacter(pathname)) return { status: 400, reason: 'control character in path' };
  if (pathname.includes('\\')) return { status: 400, reason: 'backslash in path' };
  if (pathname.split('/').some((segment) => segment === '..'))
    return { status: 400, reason: 'dot segment in path' };
  // One address, one answer, as nginx normalises it: `//_headers` and `/./_headers` are
  // `/_headers`, `//assets/x.js` is `/assets/x.js` (the rules match the normalised path).
  pathname = path.posix.normalize(pathname);
  const file = path.join(root, pathname);
  if (!isInsideRoot(root, file)) return { status: 404, reason: 'outside the site root' };
  return { pathname, file };
}
