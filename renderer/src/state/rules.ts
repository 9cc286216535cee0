// The Rules screen's state (issue 26 item 1): open or not, at which rule set and topic. Apart from
// the game's store: the rules open over any screen (menu, table) and change nothing in the game.
import { create } from 'zustand';
import type { PresetId, RuleOptionName, RuleOptions } from '../../../engine/index';

/** A topic of the Rules screen: the two common sections, or an option (its sections: the engine's ruleSectionsOf). */
export type RuleTopic = 'aim' | 'round' | RuleOptionName;

export interface RulesStore {
  open: boolean;
  /** The rule set to show first; null: the game's, else the last one seen. */
  preset: PresetId | null;
  /** The section to scroll to and focus. */
  topic: RuleTopic | null;
  /** The record the replay shows (its rule set and options), or null: the rules open at it from the replay. */
  record: { preset: PresetId; options: RuleOptions } | null;
  show(topic?: RuleTopic | null, preset?: PresetId | null): void;
  close(): void;
}

export const useRules = create<RulesStore>((set) => ({
  open: false,
  preset: null,
  topic: null,
  record: null,
  show: (topic = null, preset = null) => set({ open: true, topic, preset }),
  close: () => set({ open: false, topic: null }),
}));
