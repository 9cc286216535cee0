// Issue 28, the renderer's side: the setup's phones choice becomes `phone: true` on person seats
// (a seat may keep this screen), a phone link's fragment is read strictly (a malformed key is no
// link), the phone page's language is the phone's, and the wire's base64url round-trips.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromBase64Url, parsePhoneFragment, phoneLinkUrl, toBase64Url } from '../../common/contract/index';
import { defaultSeats, fromGameNew, presetOptions, toGameNew, type SetupChoice } from '../../renderer/src/logic/setup';
import { phoneLanguage } from '../../renderer/src/phone/PhoneApp';

function choice(phones: boolean | undefined): SetupChoice {
  const seats = defaultSeats(['Ana', 'Beto', 'Caro'], 3);
  seats[1] = { ...seats[1]!, kind: 'human', thisScreen: true };
  return { seats, preset: 'chile', options: presetOptions('chile'), targetWins: 1, dice3d: false, ...(phones === undefined ? {} : { phones }) };
}

describe('phones in the setup', () => {
  it('off by default: no seat is on a phone', () => {
    expect(toGameNew(choice(undefined)).seats.some((s) => 'phone' in s)).toBe(false);
    expect(toGameNew(choice(false)).seats.some((s) => 'phone' in s)).toBe(false);
  });
  it('on: every person seat is on a phone but those that chose this screen; bots never', () => {
    const p = toGameNew(choice(true));
    expect(p.seats.map((s) => s.phone === true)).toEqual([true, false, false]);
    const back = fromGameNew(p);
    expect(back.phones).toBe(true);
    expect(back.seats.map((s) => s.thisScreen === true)).toEqual([false, true, false]);
    expect(toGameNew(back).seats).toEqual(p.seats);
  });
});

describe('phone links', () => {
  const p = toBase64Url(new Uint8Array(24).fill(7));
  const e = new Uint8Array(32).fill(9);
  it('a link made by the host reads back; the keys are in the fragment only', () => {
    const url = new URL(phoneLinkUrl('http://192.168.1.20:5000', 2, p, e));
    expect(url.pathname + url.search).toBe('/');
    const link = parsePhoneFragment(url.hash);
    expect(link?.seat).toBe(2);
    expect(link?.pairingKey).toBe(p);
    expect(Array.from(link!.cipherKey)).toEqual(Array.from(e));
  });
  it('a malformed fragment is no link (short or long keys, bad characters, a bad seat)', () => {
    const ok = `#/phone?seat=1&p=${p}&e=${toBase64Url(e)}`;
    expect(parsePhoneFragment(ok)).not.toBeNull();
    for (const bad of [
      '',
      '#/table',
      ok.replace('seat=1', 'seat=7'),
      ok.replace('seat=1&', ''),
      ok.replace(`p=${p}`, `p=${p.slice(1)}`),
      ok.replace(`e=${toBase64Url(e)}`, `e=${toBase64Url(e).slice(2)}`),
      ok.replace(`p=${p}`, `p=${p.slice(1)}*`),
      ok.replace(`e=`, `e=%`),
    ]) expect(parsePhoneFragment(bad), bad).toBeNull();
  });
  it('base64url round-trips any bytes; other text is refused', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(Array.from(fromBase64Url(toBase64Url(bytes))!)).toEqual(Array.from(bytes));
        expect(toBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
      }),
    );
    expect(toBase64Url(new Uint8Array([251, 255]))).toBe(Buffer.from([251, 255]).toString('base64url'));
    expect(fromBase64Url('a+b/')).toBeNull();
    expect(fromBase64Url('abcde')).toBeNull();
  });
});

describe("the phone page's language", () => {
  it("is the phone's first of es, fr, en, else Spanish", () => {
    expect(phoneLanguage(['fr-FR', 'en'])).toBe('fr');
    expect(phoneLanguage(['de-DE', 'en-GB'])).toBe('en');
    expect(phoneLanguage(['de'])).toBe('es');
    expect(phoneLanguage([])).toBe('es');
  });

  it("is the person's profile language first, where the host told one (issue 28 item 3)", () => {
    expect(phoneLanguage(['en-US', 'es'], 'fr')).toBe('fr');
    expect(phoneLanguage([], 'en')).toBe('en');
    expect(phoneLanguage(['fr-FR'], null)).toBe('fr');
  });
});
