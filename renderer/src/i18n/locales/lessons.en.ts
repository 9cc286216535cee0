// The short lessons' words (issue 42 item 4; renderer/src/tutorial/lessons.ts): the menu's list, the rules' links and each step.
/** The first steps of the two lessons that put you on one die (palifico, choosing obligar): the same throw, bid and dudo. */
const toOneDie = {
  dice: {
    do: 'Your dice: a two and a four.',
    why: 'No ace: you hold one four.',
  },
  bid: {
    do: 'Bid {{bid}}: face 4 first (key 4), then the count (→ or +), then Bid (Enter).',
    why: 'A risky bid: you hold one four. Ana will doubt it, and you will be down to one die.',
    wrong: 'The lesson needs {{bid}}: it puts you on one die.',
  },
  doubted: {
    do: 'Ana calls Dudo on {{bid24}}.',
    why: 'The cups are lifted and the fours counted.',
  },
};

export const lessonsEn = {
  title: 'Short lessons',
  hint: 'One rule each, in a minute or two: aces, obligar, palifico, the end of a game',
  tryIt: 'Try it: {{name}}',
  aces: {
    name: 'Switching to aces and back',
    hint: 'Half plus one to aces, twice plus one back',
    steps: {
      start: {
        do: 'Watch: everyone rolls one die and your six starts. Three dice each.',
        why: 'This lesson shows how a bid switches to aces, and back to another face.',
      },
      dice: {
        do: 'Your dice: two aces and a four.',
        why: 'Aces are wild: each counts as the face that is bid. If {{fives}} are bid, your two aces are two {{fives}}.',
      },
      open: {
        do: 'Open the round: bid {{bid}}. Face 5 first (key 5), then the count (→ or +), then Bid (Enter).',
        why: 'Your two aces count as fives: one more five among the six dice you cannot see is likely.',
        wrong: 'Here {{bid}} is the lesson’s opening: your two aces count as fives.',
      },
      watch: {
        do: 'Ana and Beto raise on {{fives}}, up to {{bid55}}.',
        why: 'Each raise names more fives. Another five after {{bid55}} is a lot to ask.',
      },
      toAces: {
        do: 'Instead of more fives, switch to aces: half the count, rounded down, plus one.',
        why: 'Five fives: 5 ÷ 2 is 2, plus one: {{bid31}}. Only aces count for aces, so fewer are needed. You hold two.',
      },
      bidAces: {
        do: 'Bid {{bid}}: choose the face 1 (key 1): the count goes to the least allowed, three. Then Bid (Enter).',
        why: 'Three aces beat {{bid55}}. You hold two aces; one more among six dice is likely.',
        wrong: 'The switch to aces is the lesson here: {{bid31}}, half of five plus one.',
      },
      back: {
        do: 'Ana goes back from aces to fives: twice the count plus one, {{bid75}}. Beto doubts it.',
        why: 'From aces to another face, the count must be at least 2 × 3 + 1 = 7.',
      },
      reveal: {
        do: 'Six {{fives}} (two fives and four wild aces), not seven: Ana loses a die. Read, then Next (Enter).',
        why: 'To aces: half plus one. From aces: twice plus one. Aces to aces: the count rises.',
      },
      done: {
        do: 'You know the switch to aces: half plus one, and twice plus one back.',
        why: 'Every rule is under Rules (F1). The menu has the other lessons.',
      },
    },
  },
  palifico: {
    name: 'Palifico',
    hint: 'Down to one die: no wild aces, and your face stays',
    steps: {
      start: {
        do: 'Watch: everyone rolls one die and your six starts. Two dice each.',
        why: 'With these rules a player down to one die gets a palifico round. This lesson puts you there.',
      },
      ...toOneDie,
      lost: {
        do: 'One four, not two: you lose a die. Continue (Enter).',
        why: 'Down to one die for the first time: your next round is palifico.',
      },
      palifico: {
        do: 'Your palifico round: the cups are shaken, and you open it.',
        why: 'In palifico aces are not wild, and the face you open with stays all round: only the count rises.',
      },
      open: {
        do: 'Open with {{bid}}: your four (key 4, then Enter).',
        why: 'One four is sure: you hold it. Everyone must now bid {{fours}}.',
        wrong: 'Open on your own face: {{bid14}}, the four you hold.',
      },
      raises: {
        do: 'Ana and Beto can only raise the count of {{fours}}.',
        why: 'The face is yours for the round. An ace is not wild now.',
      },
      dudo: {
        do: 'Call Dudo (D) on {{bid34}}.',
        why: 'You hold one four. Three needs two more among the four other dice, with no wild aces.',
        wrong: 'Beto’s {{bid34}} is too many: Dudo.',
      },
      reveal: {
        do: 'Two {{fours}}: Ana’s ace does not count. Beto loses a die. Next (Enter).',
        why: 'Palifico comes once per player, the first time down to one die; then normal play resumes.',
      },
      done: {
        do: 'You know palifico: no wild aces, and the opening face stays.',
        why: 'Every rule is under Rules (F1). The menu has the other lessons.',
      },
    },
  },
  obligarChoose: {
    name: 'Calling obligar yourself',
    hint: 'Down to one die, you choose the special round',
    steps: {
      start: {
        do: 'Watch: everyone rolls one die and your six starts. Two dice each.',
        why: 'This lesson puts you on one die, so that you choose the special round: obligar.',
      },
      ...toOneDie,
      lost: {
        do: 'One four, not two: you lose a die. Continue (Enter).',
        why: 'Down to one die for the first time, you may call obligar at the start of the next round.',
      },
      choose: {
        do: 'Choose obligar, Open (Enter).',
        why: 'Open: everyone sees the others’ dice but not their own. Closed: only you see your die. Decline: a normal round. With obligar, aces are not wild and the opening face stays.',
        wrong: 'Open is this lesson’s choice: you will see Ana’s and Beto’s dice.',
      },
      shake: {
        do: 'The cups are shaken. This round you see Ana’s and Beto’s dice, not yours.',
        why: 'You called it: you open the round.',
      },
      see: {
        do: 'Look beside their seats: Ana has a two and a five, Beto a five and an ace.',
        why: 'Aces are not wild now: Beto’s ace is not a five. Two {{fives}} in sight.',
      },
      bidFives: {
        do: 'Bid {{bid}}: face 5 (key 5), then the count, then Bid (Enter).',
        why: 'You see two fives: the bid holds whatever your own die. The face is now fixed: the others can only raise the count.',
        wrong: 'The sure bid is {{bid}}: the two fives you see.',
      },
      watch: {
        do: 'Ana raises to {{bid35}}; Beto doubts it.',
        why: 'A third five would have to be your die.',
      },
      reveal: {
        do: 'Your die is a six: two {{fives}}, not three. Ana loses a die. Next (Enter).',
        why: 'Obligar comes once per player (every time, where the rules say so), the round after going down to one die.',
      },
      done: {
        do: 'You know how to call obligar, open or closed.',
        why: 'Every rule is under Rules (F1). The menu has the other lessons.',
      },
    },
  },
  obligarClosed: {
    name: 'A closed obligar',
    hint: 'Only the player on one die sees it: the others bid blind',
    steps: {
      start: {
        do: 'Watch: everyone rolls one die and your six starts. Two dice each.',
        why: 'This lesson shows a closed obligar: Beto will be down to one die.',
      },
      dice: {
        do: 'Your dice: a two and a four.',
        why: 'No ace: you hold one four.',
      },
      open: {
        do: 'Open with {{bid}}: face 4 (key 4), then Bid (Enter).',
        why: 'A sure bid: your own four.',
        wrong: 'Open with {{bid}}: your own four is sure.',
      },
      watch: {
        do: 'Ana bids {{bid23}}; Beto {{bid36}}.',
        why: 'Beto bluffs: three sixes among six dice.',
      },
      dudo: {
        do: 'Call Dudo (D) on {{bid36}}.',
        why: 'You hold no six and no ace: three would need three of the four other dice.',
        wrong: 'Beto’s {{bid36}} is too many: Dudo.',
      },
      reveal1: {
        do: 'One six: Beto loses a die. Continue (Enter).',
        why: 'Beto is down to one die for the first time: he may call obligar.',
      },
      obligar: {
        do: 'Beto calls obligar, closed.',
        why: 'Closed: only Beto sees his die. Everyone else bids blind, without seeing even their own dice.',
      },
      closed: {
        do: 'The cups are shaken. Your own dice stay hidden from you this round.',
        why: 'Aces are not wild, and the face Beto opens with stays all round.',
      },
      blind: {
        do: 'Beto opened {{bid15}}. You see no die, not even yours.',
        why: 'Five dice are in play; each is a five one time in six. Beto likely holds his five.',
      },
      bidBlind: {
        do: 'Bid {{bid}}: face 5 (key 5), then the count, then Bid (Enter).',
        why: 'Blind, raise as little as you can: only the count may rise.',
        wrong: 'Raise as little as you can: {{bid}}.',
      },
      watch2: {
        do: 'Ana raises to {{bid35}}; Beto doubts it.',
        why: 'Ana bids blind too.',
      },
      reveal: {
        do: 'One five, Beto’s: Ana loses a die. Next (Enter).',
        why: 'In a closed obligar the player on one die knows the most; the others guess.',
      },
      done: {
        do: 'You know the closed obligar: everyone but its caller bids blind.',
        why: 'Every rule is under Rules (F1). The menu has the other lessons.',
      },
    },
  },
  out: {
    name: 'Out of dice, and the end of the game',
    hint: 'The last player with dice wins',
    steps: {
      start: {
        do: 'Watch: everyone rolls one die and your six starts. One die each.',
        why: 'This lesson plays to the end of a game: the next die lost puts a player out.',
      },
      dice: {
        do: 'Your die: a three.',
        why: 'A player with no dice left is out; the last player with dice wins.',
      },
      open: {
        do: 'Open with {{bid}}: face 3 (key 3), then Bid (Enter).',
        why: 'Your own three makes it sure.',
        wrong: 'Open with {{bid}}: your own three.',
      },
      watch: {
        do: 'Ana bids {{bid23}}, Beto {{bid25}}.',
        why: 'Beto’s bid needs both other dice to be fives or aces.',
      },
      dudo: {
        do: 'Call Dudo (D) on {{bid25}}.',
        why: 'Your die is a three: two fives would need Ana’s die and Beto’s.',
        wrong: 'Beto’s {{bid25}} is unlikely: Dudo.',
      },
      out: {
        do: 'One five: Beto loses his only die and is out. Continue (Enter).',
        why: 'The loser starts the next round; Beto is out, so the next player on, you, starts it.',
      },
      round2: {
        do: 'Round 2: you and Ana, one die each.',
        why: 'Beto plays no more in this game.',
      },
      bid: {
        do: 'Bid {{bid}}: your four (key 4, then Enter).',
        why: 'Sure: you hold it.',
        wrong: 'Bid {{bid}}: your own four is sure.',
      },
      watch2: {
        do: 'Ana bids {{bid15}}.',
        why: 'With two dice on the table, she needs her own to be a five or an ace.',
      },
      dudo2: {
        do: 'Call Dudo (D) on {{bid15}}.',
        why: 'Your die is a four: Ana needs hers to be a five or an ace, one chance in three.',
        wrong: 'Doubt Ana’s {{bid15}}: Dudo.',
      },
      reveal: {
        do: 'No five: Ana loses her last die. You are the last player with dice: you win. Next (Enter).',
        why: 'A game ends when one player is left; a match is a series of games.',
      },
      done: {
        do: 'You know how a game ends: the last player with dice wins it.',
        why: 'Every rule is under Rules (F1). The menu has the other lessons.',
      },
    },
  },
} as const;

type Widen<T> = T extends string ? string : { readonly [K in keyof T]: Widen<T[K]> };
/** Every language fills exactly these keys. */
export type LessonStrings = Widen<typeof lessonsEn>;
