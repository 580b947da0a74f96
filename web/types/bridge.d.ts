// The bridge's answers (pygame_rules/bridge.py) as the page reads them: JSON, decoded by engine.js.
// Only what the page uses is named; the engine may send more.

/** A game of the list (bridge.games(), registry.list_games(); inlined in the pages by build.py). */
interface GameEntry {
  id: string;
  name: string;
  min_players: number;
  max_players: number;
  /** bot level -> its description (English) */
  bots: Record<string, string>;
  default_bot: string;
  blurb: string;
  /** an option's key -> its label, default and values (value -> English words) */
  choices: Record<string, { label: string; default: string; choices: Record<string, string> }>;
  /** the game's message keys begin with it ("ls" -> ls.name) */
  prefix: string;
}

/** A seat of the options (a save's options.players). */
interface SeatOption {
  name: string;
  bot: string | null;
}

/** A game's options as a save records them: the seats, and each choice's value. */
interface GameOptions {
  players: SeatOption[];
  [choice: string]: unknown;
}

/** The game on the engine's table (bridge.build_table). */
interface Table {
  game: string;
  game_name: string;
  seats: { name: string; bot: string | null; human: boolean }[];
  humans: number[];
  current_player: number | null;
  current_is_bot: boolean;
  /** whose view fits the screen: the acting human, the only human, or nobody (null) */
  audience: number | null;
  is_over: boolean;
  moves_played: number;
  can_undo: boolean;
  status: string;
  last: string | null;
  state_hash: string;
  /** the save's text (JSON) */
  save: string;
}

/** A legal move as the snapshot lists it. */
interface MoveEntry {
  move: string;
  label: string;
  /** where the drawings show it ("board", "hand", "form"), or nothing: a button */
  shown: string | null;
  destructive: boolean;
}

/** A drawing's patch (pygame_rules/patch.py): splices [index, remove, pieces] and attribute sets. */
interface DrawingPatch {
  /** the token of the drawing it patches */
  base: string;
  ops: [number, number, string[]][];
  attrs?: [number, [string, string][]][];
}

/** The small form for moves with a free amount (contract.GameRules.move_form; Silverton's offers). */
interface MoveForm {
  verb: string;
  title: string;
  hint: string;
  money: number;
  labels: { money: string; partner: string; give: string; ask: string; amount: string; submit: string };
  choices: {
    seat: number;
    name: string;
    money: number;
    give: { id: string; label: string }[];
    ask: { id: string; label: string }[];
  }[];
}

/** A finished game's result as the snapshot carries it. */
interface GameResult {
  winner_names?: string[];
  ranking?: { player: number; rank: number; name: string }[];
  breakdown?: { columns: string[]; rows: { player: number; rank: number; name: string; cells: string[] }[] } | null;
  tie_break?: string | null;
}

/** Everything to draw for one viewer (bridge.build_snapshot). */
interface Snapshot {
  game: string;
  game_name: string;
  viewer: number | null;
  viewer_name: string | null;
  current_player: number | null;
  current_name: string | null;
  current_is_bot: boolean;
  is_over: boolean;
  status: string;
  prompt: string | null;
  /** the prompt's moves as items to tick, then confirm (contract.GameRules.pick) */
  pick?: { verb: string; items: string[]; min: number; confirm?: string | null } | null;
  board_svg: string | null;
  board_patch?: DrawingPatch | null;
  board_token?: string;
  hand_svg: string | null;
  hand_patch?: DrawingPatch | null;
  hand_token?: string;
  moves: MoveEntry[];
  form: MoveForm | null;
  players: { columns: string[]; rows: { seat: number | null; cells: string[] }[] };
  log: string[];
  can_undo: boolean;
  undo_why: string | null;
  result: GameResult | null;
  moves_played: number;
  state_hash: string;
}

/** What inspect_save tells of a save. */
interface SaveSummary {
  game: string;
  game_name: string;
  players: SeatOption[];
  moves_played: number;
  is_over: boolean;
  current_player: number | null;
  status: string;
  winners: string[];
  state_hash: string;
}

/** A refused call: the reason, for the player; `table` when a replay got part of the way. */
interface Refused {
  ok: false;
  error: string;
  table?: Table;
}

/** Every answer: ok with its fields, or refused. */
type Answer<T> = ({ ok: true } & T) | Refused;
