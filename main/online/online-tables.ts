// Issue 38: the host's online collaborator. While an online table is open, the renderer's game
// channels (RELAYED) go to the room and the room's replies and events come back as the local
// host's would, so the table screens are the same as a local game's; every other channel (settings,
// history, statistics) stays the local host's. It also answers online:create/join/lobby-action/
// leave/status and tells the renderer the lobby (online-lobby) and reactions (online-reaction).
import { createChannelClient, type ChannelClient, type Protocol } from '../../common/channel/index';
import { checkServerAddress, errResult, okResult, type Channel, type HostEvent, type OnlineLobby, type OnlineProblem, type ParsedPayload, type Result } from '../../common/contract/index';
import { ONLINE_CHANNELS } from '../../common/online/room-protocol';
import { rejoin, shouldRejoin } from '../../common/online/rejoin';
import type { HandlersOf } from '../host/handlers';
import { ROOM_MSG, roomProtocol, type RoomConnector, type RoomJoin, type RoomLink } from './room-link';
import { lobbyStateSchema, parseInvite, roomErrorSchema, toLobby, toReaction, welcomeSchema, type LobbyState, type Welcome } from '../../common/contract/index';

/** The game channels a room answers (the room's ONLINE_CHANNELS but app:info, which stays this app's). */
export const RELAYED: ReadonlySet<Channel> = new Set<Channel>(ONLINE_CHANNELS.filter((c) => c !== 'app:info'));

/** Channels that start something local: an open online table is left first. */
const LEAVE_FIRST: ReadonlySet<Channel> = new Set<Channel>(['game:new', 'tutorial:start', 'game:resume']);

export type OnlineChannels = 'online:create' | 'online:join' | 'online:lobby-action' | 'online:leave' | 'online:status';

export interface OnlineDeps {
  /** Opens rooms (the sdk's client, main/online/colyseus-link.ts); absent: online play is off in this host. */
  readonly connector?: RoomConnector | undefined;
  /** The server address: the setting, else DUDO_SERVER; null when neither. */
  readonly server: () => string | null;
  /** Tells every client of this host (the renderer, a reloaded page). */
  readonly broadcast: (event: HostEvent) => void;
  /** A local game is being played (not over): going online would leave it behind. */
  readonly localGameInPlay: () => boolean;
  readonly log: (message: string) => void;
  /** How long the room may take to welcome a create or join (default 10 s). */
  readonly welcomeTimeoutMs?: number;
  /** A relayed request unanswered this long is DISCONNECTED (default 15 s). */
  readonly requestTimeoutMs?: number;
  /** Issue 38 item 6: keeps an ended online game's record in this app's history (Persistence.keepOnlineGame); absent: not kept. */
  readonly keepGame?: (code: string, recordText: string) => Result<unknown>;
  /** The waits between rejoins by code after the table's process was lost (common/online/rejoin.ts; tests shorten them). */
  readonly rejoinDelaysMs?: readonly number[];
}

interface OpenTable {
  readonly server: string;
  /** Who this app is at the table (a rejoin by code gives it again). */
  readonly person: RoomJoin['person'];
  readonly link: RoomLink;
  readonly channel: ChannelClient;
  readonly welcome: Welcome;
  state: LobbyState;
  connection: OnlineLobby['connection'];
  /** This app left on purpose: the room's leave is not a loss. */
  leaving: boolean;
}

function online<T>(problem: OnlineProblem, message: string): Result<T> {
  return errResult('ONLINE', message, { online: problem });
}

export class OnlineTables {
  private table: OpenTable | null = null;
  /** Seat tokens by table code: the link opened again takes this app's seat back (item 4). */
  private readonly seatTokens = new Map<string, string>();

  constructor(private readonly deps: OnlineDeps) {}

  readonly handlers: HandlersOf<OnlineChannels> = {
    'online:status': () => okResult({ server: this.deps.server(), table: this.lobby() }),
    'online:create': (_c, p) => this.open(p.person, (server, connector) => connector.create(server, { v: 1, person: p.person, rules: p.rules, match: p.match, seats: p.seats, turnTimerSec: p.turnTimerSec })),
    'online:join': (_c, p) => {
      const invite = parseInvite(p.invite);
      if (!invite) return errResult('BAD_PAYLOAD', 'A table is joined with its code (like ABC234-DEFG5678) or its link.', { field: 'invite' });
      const seatToken = this.seatTokens.get(invite.code);
      return this.open(p.person, (server, connector) => connector.join(server, invite.code, { v: 1, secret: invite.secret, person: p.person, ...(seatToken ? { seatToken } : {}) }));
    },
    'online:lobby-action': (_c, p) => this.lobbyAction(p),
    'online:leave': async () => {
      await this.leave();
      return okResult(null);
    },
  };

  /** The table as the renderer is shown it; null when none is open. */
  lobby(): OnlineLobby | null {
    const t = this.table;
    return t ? toLobby(t.server, t.welcome, t.state, t.connection) : null;
  }

  /**
   * The room's answer to a game channel while a table is open (null: the local host answers). A
   * channel that starts a local game leaves the table first; game:abandon is leaving it.
   */
  async relay(channel: Channel, payload: unknown): Promise<Result<unknown> | null> {
    if (!this.table) return null;
    if (LEAVE_FIRST.has(channel)) {
      await this.leave();
      return null;
    }
    if (channel === 'game:abandon') {
      await this.leave();
      return okResult(null);
    }
    // issue 40 item 5: never a hint at an online table
    if (channel === 'game:hint') return errResult('HINT_REFUSED', 'No hints at an online table.');
    return RELAYED.has(channel) ? this.table.channel.request(channel, payload) : null;
  }

  /** Leaves the open table (if any); the renderer is told (online-lobby null, session null). */
  async leave(): Promise<void> {
    const t = this.table;
    if (!t) return;
    t.leaving = true;
    this.table = null;
    t.channel.close();
    try {
      await t.link.leave();
    } catch (e) {
      this.deps.log(`leaving the room: ${e instanceof Error ? e.message : String(e)}`);
    }
    this.deps.broadcast({ type: 'online-lobby', lobby: null });
    this.deps.broadcast({ type: 'session', session: null });
  }

  private async open(person: RoomJoin['person'], connect: (server: string, connector: RoomConnector) => Promise<RoomLink>): Promise<Result<OnlineLobby>> {
    const { connector } = this.deps;
    const server = this.deps.server();
    if (!connector || !server) return online('no-server', 'No online server is set: name one in the settings, or run one with `npm run server`.');
    const checked = checkServerAddress(server);
    if (!checked.ok) return online('bad-server', checked.message);
    if (this.deps.localGameInPlay()) return errResult('GAME_IN_PROGRESS', 'A game is being played on this computer: finish or abandon it first.');
    await this.leave();
    let link: RoomLink;
    try {
      link = await connect(checked.url, connector);
    } catch (e) {
      return online(problemOf(e), `The server did not let this app in: ${e instanceof Error ? e.message : String(e)}`);
    }
    // the game wire heard from the start: a seat taken back mid-game is shown its view before the welcome is read
    const protocol = roomProtocol(link);
    const welcomed = await this.welcome(link);
    if (!welcomed) {
      void link.leave().catch(() => undefined);
      return online('refused', 'The table did not answer in time.');
    }
    this.attach(checked.url, person, link, protocol, welcomed.welcome, welcomed.state);
    return okResult(this.lobby()!);
  }

  /** The room's welcome and first lobby state, or null when they do not come in time (or do not parse). */
  private welcome(link: RoomLink): Promise<{ welcome: Welcome; state: LobbyState } | null> {
    return new Promise((resolve) => {
      let welcome: Welcome | null = null;
      let state: LobbyState | null = null;
      const offs: (() => void)[] = [];
      const done = (v: { welcome: Welcome; state: LobbyState } | null): void => {
        clearTimeout(timer);
        for (const off of offs) off();
        resolve(v);
      };
      const timer = setTimeout(() => done(null), this.deps.welcomeTimeoutMs ?? 10_000);
      const check = (): void => {
        if (welcome && state) done({ welcome, state });
      };
      offs.push(
        link.onMessage(ROOM_MSG.welcome, (m) => {
          const w = welcomeSchema.safeParse(m);
          if (w.success) welcome = w.data;
          check();
        }),
        link.onMessage(ROOM_MSG.lobby, (m) => {
          const s = lobbyStateSchema.safeParse(m);
          if (s.success) state = s.data;
          check();
        }),
      );
    });
  }

  private attach(server: string, person: RoomJoin['person'], link: RoomLink, protocol: Protocol<unknown>, welcome: Welcome, state: LobbyState): void {
    this.seatTokens.set(welcome.code, welcome.seatToken);
    const channel = createChannelClient({ connect: async () => protocol, timeoutMs: this.deps.requestTimeoutMs ?? 15_000 });
    const t: OpenTable = { server, person, link, channel, welcome, state, connection: 'open', leaving: false };
    this.table = t;
    const { broadcast, log } = this.deps;
    const tell = (): void => {
      if (this.table === t) broadcast({ type: 'online-lobby', lobby: this.lobby() });
    };
    channel.onEvent((event) => {
      if (this.table === t) broadcast(event);
    });
    channel.connect();
    link.onMessage(ROOM_MSG.lobby, (m) => {
      const s = lobbyStateSchema.safeParse(m);
      if (!s.success) return log(`a lobby state that does not parse was dropped: ${s.error.issues[0]?.message ?? ''}`);
      const ended = t.state.phase !== 'over' && s.data.phase === 'over';
      t.state = s.data;
      tell();
      if (ended) void this.keepEndedGame(t);
    });
    link.onMessage(ROOM_MSG.react, (m) => {
      const reaction = toReaction(m);
      if (reaction && this.table === t) broadcast({ type: 'online-reaction', reaction });
    });
    link.onMessage(ROOM_MSG.error, (m) => {
      const e = roomErrorSchema.safeParse(m);
      if (e.success && this.table === t) broadcast({ type: 'error', error: { code: 'ONLINE', message: e.data.message, online: e.data.code === 'NOT_CREATOR' ? 'not-creator' : 'refused' } });
    });
    link.onDrop(() => {
      t.connection = 'reconnecting';
      tell();
    });
    link.onReconnect(() => {
      t.connection = 'open';
      tell();
    });
    link.onLeave((code) => {
      if (t.leaving) return;
      t.connection = shouldRejoin(code) ? 'reconnecting' : 'lost';
      tell();
      if (t.connection === 'reconnecting') void this.rejoin(t);
    });
  }

  /**
   * Issue 38: the table's process is gone (the sdk's reconnection failed): the table is found again
   * by its code with this seat's token (a restart, or another process took it over), by itself.
   */
  private async rejoin(t: OpenTable): Promise<void> {
    const { connector, log } = this.deps;
    const { code, secret, seatToken } = t.welcome;
    const stopped = (): boolean => this.table !== t;
    const found = connector ? await rejoin(() => connector.join(t.server, code, { v: 1, secret, person: t.person, seatToken }), { stopped, ...(this.deps.rejoinDelaysMs ? { delaysMs: this.deps.rejoinDelaysMs } : {}) }) : null;
    const protocol = found ? roomProtocol(found) : null;
    const welcomed = found && !stopped() ? await this.welcome(found) : null;
    if (!found || !welcomed || stopped()) {
      if (found) void found.leave().catch(() => undefined);
      if (this.table === t) {
        t.connection = 'lost';
        this.deps.broadcast({ type: 'online-lobby', lobby: this.lobby() });
      }
      return;
    }
    log(`online table ${code}: found again after its connection was lost`);
    t.channel.close();
    this.attach(t.server, t.person, found, protocol!, welcomed.welcome, welcomed.state);
    this.deps.broadcast({ type: 'online-lobby', lobby: this.lobby() });
  }

  /** Issue 38 item 6: the lobby turned over: the room's record of the game, into this app's history (marked online). */
  private async keepEndedGame(t: OpenTable): Promise<void> {
    const keep = this.deps.keepGame;
    if (!keep) return;
    const r = await t.channel.request('record:export', {});
    const text = r.ok ? (r.value as { text?: unknown }).text : undefined;
    if (typeof text !== 'string') return this.deps.log(`the online game's record was not fetched: ${r.ok ? 'no text' : r.error.message}`);
    const kept = keep(t.welcome.code, text);
    if (!kept.ok) this.deps.log(`the online game's record was not kept: ${kept.error.message}`);
  }

  private lobbyAction(p: ParsedPayload<'online:lobby-action'>): Result<null> {
    const t = this.table;
    if (!t || t.connection === 'lost') return online('not-at-table', 'This app is not at an online table.');
    const { action } = p;
    if (action.type === 'react') t.link.send(ROOM_MSG.react, { id: action.reaction });
    else t.link.send(ROOM_MSG.lobbyAct, action);
    return okResult(null);
  }
}

/** What a failed create or join means, from the sdk's error: the room's refusal (JoinRefusal, in its message), a matchmaking code, or a socket that would not open. */
export function problemOf(e: unknown): OnlineProblem {
  const code = (e as { code?: unknown } | null)?.code;
  const message = e instanceof Error ? e.message : String(e);
  if (code === 4212 || /NO_TABLE|BAD_SECRET|not found|invalid room/i.test(message)) return 'not-found';
  if (/TABLE_FULL|\bfull\b|locked/i.test(message)) return 'full';
  if (/started|in progress/i.test(message)) return 'started';
  if (/BAD_OPTIONS|RATE|TOO_MANY_TABLES/.test(message) || (typeof code === 'number' && code >= 4000)) return 'refused';
  return 'unreachable';
}
