// Issue 42 item 9, the phone's side of the end message: what the page takes from the host's `ended`
// frame (a next link only when it is a phone link over http: anything else becomes "scan the new
// code"), and how the next game's link is opened (a link on this origin changes only the fragment:
// the page is loaded again so a new client pairs).
import { describe, expect, it } from 'vitest';
import { phoneLinkUrl, toBase64Url } from '../../common/contract/index';
import { readEnded } from '../../renderer/src/client/phone';
import { openNextLink } from '../../renderer/src/phone/PhoneEnded';

const link = phoneLinkUrl('http://192.168.1.20:5000', 1, toBase64Url(new Uint8Array(24).fill(3)), new Uint8Array(32).fill(4));

describe("the phone reads the host's end message", () => {
  it('why, winner and a phone link are kept as sent', () => {
    expect(readEnded({ kind: 'ended', why: 'over', winner: 'Ana' })).toEqual({ kind: 'ended', why: 'over', winner: 'Ana' });
    expect(readEnded({ kind: 'ended', why: 'replaced', nextLink: link })).toEqual({ kind: 'ended', why: 'replaced', nextLink: link });
  });
  it.each([
    ['javascript:alert(1)//#/phone?seat=1'],
    [link.replace('http:', 'https:')],
    ['http://192.168.1.20:5000/#/phone?seat=1&p=short&e=short'],
    ['not a url'],
  ])('a next link that is not an http phone link (%s) is not offered: only that a new code waits', (nextLink) => {
    expect(readEnded({ kind: 'ended', why: 'replaced', nextLink })).toEqual({ kind: 'ended', why: 'replaced', nextGame: true });
  });
  it('anything else is not an end message', () => {
    for (const m of [null, 'ended', { kind: 'paired', seat: 0 }, { kind: 'ended' }, { kind: 'ended', why: 'lost' }, { kind: 'ended', why: 'over', extra: 1 }, { kind: 'event', event: {} }]) expect(readEnded(m)).toBeNull();
  });
});

describe("the next game's link", () => {
  function fakeLocation(origin: string) {
    const calls: string[] = [];
    return { calls, loc: { origin, assign: (u: string | URL) => void calls.push(`assign ${String(u)}`), reload: () => void calls.push('reload') } };
  }
  it('on this origin: the fragment changes and the page is loaded again', () => {
    const f = fakeLocation('http://192.168.1.20:5000');
    openNextLink(link, f.loc);
    expect(f.calls).toEqual([`assign ${link}`, 'reload']);
  });
  it('on another origin (the listener moved): only followed', () => {
    const f = fakeLocation('http://192.168.1.20:4000');
    openNextLink(link, f.loc);
    expect(f.calls).toEqual([`assign ${link}`]);
  });
});
