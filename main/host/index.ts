// The host's public surface (plain Node; main/electron and main/web wrap it).
export { GameHost, PHONE_CHANNELS, SETUP_THINK_MS, THINK_MS, type HostClient, type HostOptions } from './host';
export type { PhoneBinder, PhoneSeatSpec, PhonesPort } from './phones-port';
export { BotRunner, type BotDecider, type BotDecision } from './bots';
export { BOT_REASON_MAX, parseBotMessage } from './bot-reply';
export { safeAction } from './safe-action';
export { checkDiceResult, cryptoRoll, diceRequestFor, type DiceRequest } from './dice';
export { writeFileAtomic, loadVersioned, saveVersioned, keepAside } from './storage';
export { loadAutosave, parseAutosave, AUTOSAVE_FILE } from './autosave';
