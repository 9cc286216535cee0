// Issue 12: the live 3D scene is kept across tables and moved into the slot the table screen lends.
// A slot taken back late (the old table unmounting after the new one mounted) must not take the
// new table's scene away.
import { beforeEach, describe, expect, it } from 'vitest';
import { useSceneSlot } from '../../renderer/src/scene/sceneSlot';

const el = (name: string): HTMLElement => ({ name }) as unknown as HTMLElement;

describe('the scene slot (issue 12: one canvas across games and hand-overs)', () => {
  beforeEach(() => useSceneSlot.setState({ slot: null, lent: 0 }));

  it('a lent slot shows the scene; taking it back hides it; each lend mounts the pieces afresh', () => {
    const a = el('a');
    useSceneSlot.getState().lend(a);
    expect(useSceneSlot.getState()).toMatchObject({ slot: a, lent: 1 });
    useSceneSlot.getState().takeBack(a);
    expect(useSceneSlot.getState()).toMatchObject({ slot: null, lent: 1 });
    useSceneSlot.getState().lend(a);
    expect(useSceneSlot.getState().lent).toBe(2);
  });

  it('taking back a slot that is no longer lent leaves the new one in place', () => {
    const old = el('old');
    const next = el('next');
    useSceneSlot.getState().lend(old);
    useSceneSlot.getState().lend(next);
    useSceneSlot.getState().takeBack(old);
    expect(useSceneSlot.getState().slot).toBe(next);
  });
});
