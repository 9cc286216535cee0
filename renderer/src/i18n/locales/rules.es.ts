// La pantalla de reglas en español (RULES.md; los ids de regla al margen).
// The i18next namespace 'rules' (issue 39.5); its shape is RulesText (renderer/src/rules/text.ts), checked there.
export const rulesEs = {
  ui: {
    title: 'Reglas',
    open: 'Reglas',
    close: 'Cerrar las reglas',
    presets: 'Juegos de reglas',
    contents: 'Índice',
    thisGame: 'Las reglas de esta partida: {{preset}}',
    presetRules: '{{preset}}: las reglas',
    onInGame: 'activa en esta partida',
    onInPreset: 'en estas reglas',
    changedInGame: 'cambiada para esta partida',
    notInPreset: 'No se juega con estas reglas',
    example: 'Ejemplo',
    rule: 'Regla',
    count: 'Cuenta: {{count}}',
    then: 'luego',
    openRule: 'Ver la regla: {{name}}',
  },
  aim: {
    title: 'El objetivo',
    body:
      'Ser el último jugador con dados. Cada uno esconde sus dados bajo el cacho y solo ve los suyos; cada apuesta habla de todos los dados de la mesa, los tuyos y los de los demás. Blufea, duda de las apuestas ajenas y conserva tus dados.',
  },
  round: {
    title: 'Una ronda, paso a paso',
    steps: {
      shake: 'Agitar: todos agitan su cacho y lo dan vuelta de golpe sobre la mesa.',
      peek: 'Mirar: levanta tu cacho lo justo para ver tus dados. Nadie más puede verlos.',
      bid: 'Apostar: quien parte dice cuántos dados de una pinta hay como mínimo en toda la mesa, por ejemplo «tres trenes».',
      raise: 'Subir: cada jugador, por turno, apuesta más alto: más dados de cualquier pinta, o la misma cantidad de una pinta mayor. Tras tres trenes: tres cuadras o cuatro tontos, nunca tres tontos.',
      dudo: '¡Dudo!: en vez de subir, dices que la apuesta es demasiado alta. Se levantan todos los cachos y se cuentan los dados.',
      calzo: '¡Calzo!: en vez de subir, dices que la apuesta es exacta (ver Calzo más abajo).',
      reveal: 'La cuenta: se cuentan los dados de la pinta apostada, comodines incluidos. Menos que la apuesta: se equivocó quien apostó. Al menos la apuesta: se equivocó quien dudó.',
      loss: 'Quién pierde qué: quien se equivocó pierde un dado; quien se queda sin dados sale del juego. Luego empieza una ronda nueva.',
    },
    lossLives: 'Quién pierde qué: quien se equivocó pierde una vida (ver Vidas más abajo). Luego empieza una ronda nueva.',
  },
  options: {
    dicePerPlayer: { title: 'Dados', values: { n: 'Cada jugador empieza con {{n}} dados en el cacho.' } },
    wild: {
      title: 'Comodín',
      values: {
        aces: 'Los ases son comodines: cuando una apuesta nombra otra pinta, cada as de la mesa cuenta también como esa pinta. Si la apuesta es de ases, solo cuentan los ases.',
        blank: 'El dado francés: caras del 1 al 5 y una cara en blanco en lugar del 6. La cara en blanco es comodín: cuenta como la pinta que nombra la apuesta. Las pintas suben 1 < 2 < 3 < 4 < 5.',
        none: 'No hay comodín: solo cuentan los dados de la pinta apostada.',
      },
    },
    acesTo: {
      title: 'Apostar a los ases',
      values: {
        'half-plus-one':
          'Un as vale por dos. Al pasar una apuesta a ases, la cantidad puede bajar a la mitad más uno, redondeando hacia abajo (7 trenes → 4 ases, 8 trenes → 5 ases). Para volver de ases a otra pinta hace falta el doble más uno (2 ases → 5 trenes). De ases a ases la cantidad debe subir. Nadie puede abrir una ronda con ases, salvo quien tiene un solo dado.',
        'half-up':
          'Un as vale por dos. Al pasar una apuesta a ases, la cantidad puede bajar a la mitad, redondeando hacia arriba (7 trenes → 4 ases, 8 trenes → 4 ases). Para volver de ases a otra pinta hace falta el doble más uno (2 ases → 5 trenes). De ases a ases la cantidad debe subir. Nadie puede abrir una ronda con ases, salvo quien tiene un solo dado.',
        ordered: 'Sin conversión: los ases siguen siendo comodines, pero también son simplemente la pinta más baja. Pueden abrir la ronda, y una apuesta de ases sube como cualquier otra.',
      },
    },
    calzo: {
      title: 'Calzo',
      values: {
        true: 'Calzo: en tu turno, en vez de subir, dices que la apuesta es exacta. Se cuentan los dados: justo la apuesta, recuperas un dado (queda de reserva si tienes la mano completa); cualquier otra cuenta, más o menos, pierdes un dado.',
        false: 'Sin calzo: el único desafío es el dudo.',
      },
    },
    calzoWhen: {
      title: 'Cuándo se puede calzar',
      values: {
        'half-dice-or-one-die': 'Se puede calzar mientras queden en la mesa al menos la mitad de los dados del comienzo, o cuando quien calza tiene un solo dado.',
        always: 'Se puede calzar en cualquier momento.',
      },
    },
    noCalzoWithFullHand: {
      title: 'Sin calzo con la mano completa',
      values: { true: 'Quien aún tiene todos sus dados del comienzo no puede calzar.', false: 'Tener la mano completa no impide calzar.' },
    },
    noCalzoHeadsUp: {
      title: 'Sin calzo entre dos',
      values: { true: 'Cuando solo quedan dos jugadores, ya no se puede calzar.', false: 'Se puede calzar aunque solo queden dos jugadores.' },
    },
    mato: {
      title: 'Mato',
      values: {
        true: 'Mato: en vez de subir, dices que la apuesta es exacta para castigar a quien apostó. Justo la apuesta: quien apostó pierde un dado; cualquier otra cuenta: lo pierdes tú.',
        false: 'No se juega el mato.',
      },
    },
    paso: {
      title: 'Paso',
      values: {
        true: 'Paso: mientras tengas todos tus dados del comienzo, puedes pasar en vez de apostar diciendo que tu mano es toda distinta, toda igual o un full (un trío y un par). Una vez por ronda, nunca como primera jugada, y puede ser un bluf. La apuesta se mantiene; el siguiente la sube o le dice dudo al paso: se muestra tu mano; si es cierto, pierde un dado quien dudó; si no, lo pierdes tú.',
        false: 'No se juega el paso.',
      },
    },
    noDoublePaso: {
      title: 'Sin paso tras un paso',
      values: { true: 'No se puede responder a un paso con otro paso.', false: 'Se puede responder a un paso con otro paso.' },
    },
    picado: {
      title: 'Picado',
      values: {
        true: 'Picado: en vez de apostar, dices que tienes al menos dos ases; el juego cambia de sentido para el resto de la partida. Una vez por ronda en total, nunca como primera jugada, y puede ser un bluf. El siguiente sube la apuesta o duda del picado: si se muestran dos ases o más, pierde un dado quien dudó; si no, quien picó.',
        false: 'No se juega el picado.',
      },
    },
    siciliana: {
      title: 'Siciliana',
      values: { true: 'Siciliana: un dudo a la primera apuesta de la ronda le cuesta dos dados a quien pierde.', false: 'Un dudo a la primera apuesta cuesta un dado, como cualquier otro.' },
    },
    oneDieRound: {
      title: 'La ronda con un dado',
      values: {
        obligar:
          'Obligar: la primera vez que un jugador se queda con un dado, al comenzar la ronda siguiente puede «obligar», o no hacerlo. En esa ronda los ases no son comodines y pueden abrir, y la pinta de apertura queda fija: solo sube la cantidad (otro jugador que también tenga un dado puede cambiar la pinta con una cantidad mayor). Obligar abierto: cada uno ve los dados de los demás, pero no los suyos. Obligar cerrado: solo quien obliga ve su dado; los demás apuestan a ciegas.',
        palifico:
          'Palifico: cuando un jugador se queda con un dado, la ronda siguiente es palifico (una vez por jugador y partida): nada es comodín, y la pinta con que se abre no puede cambiar; solo sube la cantidad. Después se vuelve al juego normal.',
        blind: 'Ronda ciega: la ronda después de que un jugador queda con un dado se juega a ciegas. Solo quienes tienen un dado pueden mirar; los demás apuestan sin ver los suyos.',
        none: 'No pasa nada especial cuando un jugador se queda con un dado.',
      },
    },
    obligarEveryTime: {
      title: 'Obligar cada vez',
      values: {
        true: 'Se puede obligar cada vez que un jugador queda con un dado, no solo la primera.',
        false: 'Solo se puede obligar la primera vez que un jugador queda con un dado.',
      },
    },
    penalty: {
      title: 'El castigo',
      values: {
        dice: 'Un desafío perdido cuesta un dado. Quien se queda sin dados sale; gana el último jugador con dados.',
        lives:
          'Vidas: todos tiran cinco dados en cada ronda y nunca pierden dados; un desafío perdido cuesta una vida, y cada uno tiene dos. Quien pierde la segunda vida juega una ronda de gracia: todas las apuestas son de ases, nada es comodín, y esa persona abre. El siguiente desafío que pierda la deja fuera. Quien pierde un desafío parte la ronda siguiente (si salió, el jugador a su izquierda).',
      },
    },
    ante: {
      title: 'Fichas',
      values: { '0': 'No se juega con fichas.', n: 'Fichas: cada jugador pone {{n}} fichas en el pozo al comenzar la partida; quien gana se lleva todo el pozo.' },
    },
    firstStarter: {
      title: 'Quién parte',
      values: {
        'high-roll': 'La tirada inicial: cada uno tira un dado; parte el más alto. Los empatados en el más alto vuelven a tirar, solo ellos.',
        'first-out-last-game': 'Parte la partida quien salió primero en la anterior; la primera partida empieza con la tirada inicial.',
      },
    },
    direction: {
      title: 'Sentido del juego',
      values: {
        'starter-chooses': 'Quien parte elige el sentido, hacia la izquierda (horario) o hacia la derecha, y se mantiene toda la partida.',
        clockwise: 'Se juega siempre en sentido horario, hacia la izquierda.',
        'counter-clockwise': 'Se juega siempre en sentido antihorario, hacia la derecha.',
      },
    },
    nextStarter: {
      title: 'Quién parte la ronda siguiente',
      values: {
        'lost-or-gained': 'Parte la ronda siguiente quien perdió o ganó un dado; si salió del juego, el jugador siguiente.',
        'calzo-caller-else-loser': 'Después de un calzo parte quien calzó; después de cualquier otro desafío, quien perdió.',
      },
    },
    salsa: {
      title: 'Salsa',
      values: { true: 'Salsa: cualquiera salvo quien hizo la última apuesta puede subir fuera de turno; el juego sigue desde esa persona.', false: 'Solo apuesta quien tiene el turno.' },
    },
    hiddenDiceCounts: {
      title: 'Dados ocultos',
      values: { true: 'Nadie ve cuántos dados tienen los demás, solo los suyos.', false: 'Todos ven cuántos dados tiene cada jugador.' },
    },
    fallenDieLost: {
      title: 'Dado caído, dado perdido',
      values: { true: '«Dado caído, dado perdido»: un dado que cae fuera de la mesa se pierde.', false: 'Un dado que cae fuera de la mesa se vuelve a tirar.' },
    },
    blankBids: {
      title: 'Apuestas a la cara en blanco',
      values: {
        true: 'Se puede apostar a la cara en blanco. Pasar a blancos y volver sigue las reglas de los ases: la mitad más uno al pasar, el doble más uno al volver.',
        false: 'No se puede apostar a la cara en blanco: solo cuenta como comodín.',
      },
    },
  },
  examples: {
    round: 'La apuesta es {{bid}} y el siguiente dice dudo. Se levantan los cachos: hay {{count}}, comodines incluidos. La apuesta se cumplió, así que quien dudó pierde un dado.',
    'wild:aces': 'Apuesta {{bid}}: el as cuenta como la pinta apostada, así que hay {{count}}.',
    'wild:blank': 'Apuesta {{bid}}: la cara en blanco cuenta como la pinta apostada, así que hay {{count}}.',
    'wild:none': 'Apuesta {{bid}}: el as no cuenta, así que hay {{count}}.',
    'acesTo:half-plus-one': 'Tras {{bid}}, el siguiente puede apostar {{to}}.',
    'acesTo:half-up': 'Tras {{bid}}, el siguiente puede apostar {{to}}.',
    'acesTo:ordered': 'Tras {{bid}}, una apuesta de ases necesita una cantidad mayor: {{to}}.',
    'calzo:true': 'Calzo a {{bid}}: hay exactamente {{count}}, así que quien calzó recupera un dado. Con uno más o uno menos, lo habría perdido.',
    'mato:true': 'Mato a {{bid}}: hay exactamente {{count}}, así que quien apostó pierde un dado.',
    'paso:true': 'Un paso con esta mano es cierto (un full): quien lo dude pierde un dado.',
    'picado:true': 'Un picado con esta mano es cierto (dos ases): quien lo dude pierde un dado.',
    'siciliana:true': 'La ronda abre con {{bid}} y el siguiente dice dudo de inmediato: quien pierda entrega dos dados.',
    'oneDieRound:obligar': 'Obligar abierto, como tú lo ves: tu dado queda bajo el cacho (?), los de los demás se ven. La ronda abre con {{bid}}; la pinta queda fija, así que la apuesta siguiente es {{to}}. Los ases no son comodines.',
    'oneDieRound:palifico': 'Palifico: la ronda abre con {{bid}}; la pinta queda fija, así que la apuesta siguiente es {{to}}. Nada es comodín.',
    'oneDieRound:blind': 'Quien tiene un dado lo mira; los demás apuestan sin ver sus dados.',
    'ante:10': 'Cuatro jugadores ponen 10 fichas cada uno: el pozo tiene 40, y quien gana se lleva las 40.',
    'penalty:lives': 'Ronda de gracia: todas las apuestas son de ases, por ejemplo {{bid}} y luego {{to}}.',
    'salsa:true': 'Ana apuesta {{bid}}; antes de que hable el siguiente, Caro puede cantar {{to}} fuera de turno, y el juego sigue desde Caro.',
    'blankBids:true': 'Tras {{bid}}, el siguiente puede apostar {{to}}.',
  },
  // issue 42 item 5: what reads otherwise under O-PENALTY lives (nobody loses dice), by the same paths as above
  lives: {
    aim: {
      body:
        'Ser el último jugador con vidas. Cada uno esconde sus dados bajo el cacho y solo ve los suyos; cada apuesta habla de todos los dados de la mesa, los tuyos y los de los demás. Blufea, duda de las apuestas ajenas y conserva tus vidas.',
    },
    options: {
      dicePerPlayer: { values: { n: 'Cada jugador tira {{n}} dados en el cacho en cada ronda; nadie pierde nunca uno.' } },
      acesTo: {
        values: {
          'half-plus-one':
            'Un as vale por dos. Al pasar una apuesta a ases, la cantidad puede bajar a la mitad más uno, redondeando hacia abajo (7 trenes → 4 ases, 8 trenes → 5 ases). Para volver de ases a otra pinta hace falta el doble más uno (2 ases → 5 trenes). De ases a ases la cantidad debe subir. Nadie puede abrir una ronda con ases, salvo en la ronda de gracia, donde todas las apuestas son de ases.',
          'half-up':
            'Un as vale por dos. Al pasar una apuesta a ases, la cantidad puede bajar a la mitad, redondeando hacia arriba (7 trenes → 4 ases, 8 trenes → 4 ases). Para volver de ases a otra pinta hace falta el doble más uno (2 ases → 5 trenes). De ases a ases la cantidad debe subir. Nadie puede abrir una ronda con ases, salvo en la ronda de gracia, donde todas las apuestas son de ases.',
        },
      },
      siciliana: { values: { true: 'Siciliana: un dudo a la primera apuesta de la ronda le cuesta dos vidas a quien pierde.', false: 'Un dudo a la primera apuesta cuesta una vida, como cualquier otro.' } },
      // R-LIVES (the last phones game, item i): calzo, mato, paso and picado played with lives
      calzoWhen: { values: { 'half-dice-or-one-die': 'Con vidas nadie pierde nunca un dado, así que los dados de la mesa nunca bajan de la mitad: se puede calzar en cualquier momento.' } },
      calzo: { values: { true: 'Calzo: en tu turno, en vez de subir, dices que la apuesta es exacta. Se cuentan los dados: justo la apuesta, recuperas una vida (nunca más de dos); cualquier otra cuenta, más o menos, pierdes una vida.' } },
      mato: { values: { true: 'Mato: en vez de subir, dices que la apuesta es exacta para castigar a quien apostó. Justo la apuesta: quien apostó pierde una vida; cualquier otra cuenta: la pierdes tú.' } },
      paso: { values: { true: 'Paso: puedes pasar en vez de apostar diciendo que tu mano es toda distinta, toda igual o un full (un trío y un par). Una vez por ronda, nunca como primera jugada, y puede ser un bluf. La apuesta se mantiene; el siguiente la sube o le dice dudo al paso: se muestra tu mano; si es cierto, pierde una vida quien dudó; si no, la pierdes tú.' } },
      picado: { values: { true: 'Picado: en vez de apostar, dices que tienes al menos dos ases; el juego cambia de sentido para el resto de la partida. Una vez por ronda en total, nunca como primera jugada, y puede ser un bluf. El siguiente sube la apuesta o duda del picado: si se muestran dos ases o más, pierde una vida quien dudó; si no, quien picó.' } },
    },
    examples: {
      round: 'La apuesta es {{bid}} y el siguiente dice dudo. Se levantan los cachos: hay {{count}}, comodines incluidos. La apuesta se cumplió, así que quien dudó pierde una vida.',
      'siciliana:true': 'La ronda abre con {{bid}} y el siguiente dice dudo de inmediato: quien pierda entrega dos vidas.',
      'calzo:true': 'Calzo a {{bid}}: hay exactamente {{count}}, así que quien calzó recupera una vida. Con uno más o uno menos, la habría perdido.',
      'mato:true': 'Mato a {{bid}}: hay exactamente {{count}}, así que quien apostó pierde una vida.',
      'paso:true': 'Un paso con esta mano es cierto (un full): quien lo dude pierde una vida.',
      'picado:true': 'Un picado con esta mano es cierto (dos ases): quien lo dude pierde una vida.',
    },
  },
} as const;
