// Issue 39.2: the host's handler map is merged from its collaborators' parts; every channel is
// answered exactly once (a channel answered twice or by no part does not compile, and throws).
import { describe, expect, it } from 'vitest';
import { okResult } from '../../common/contract/index';
import { mergeHandlers, type Handlers, type HandlersOf } from '../../main/host/handlers';

const info: HandlersOf<'app:info'> = { 'app:info': () => okResult({} as never) };
const settings: HandlersOf<'settings:get' | 'app:info'> = { 'settings:get': () => okResult({} as never), 'app:info': () => okResult({} as never) };
const stats: HandlersOf<'stats:get'> = { 'stats:get': () => okResult({} as never) };

describe('mergeHandlers', () => {
  it('merges disjoint parts into one map with every part’s handlers', () => {
    const merged = mergeHandlers([info, stats] as const, true);
    expect(Object.keys(merged).sort()).toEqual(['app:info', 'stats:get']);
    expect(merged['app:info']).toBe(info['app:info']);
  });

  it('a channel answered by two parts does not compile, and throws naming it', () => {
    // @ts-expect-error -- 'app:info' is answered by both parts: `true` is not OneHandlerEach of them
    expect(() => mergeHandlers([info, settings] as const, true)).toThrow(/app:info is answered twice/);
  });

  it('a map missing a channel does not satisfy Handlers', () => {
    const merged = mergeHandlers([info, stats] as const, true);
    // @ts-expect-error -- most channels have no handler here
    const all: Handlers = merged;
    expect(all).toBeDefined();
  });
});
