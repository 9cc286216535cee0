// Las lecciones cortas (issue 42 item 4): la lista del menú, los enlaces de las reglas y cada paso.
import type { LessonStrings } from './lessons.en';

/** The first steps of the two lessons that put you on one die (palifico, choosing obligar): the same throw, bid and dudo. */
const toOneDie = {
  dice: {
    do: 'Tus dados: un dos y un cuatro.',
    why: 'Ningún as: tienes un cuatro.',
  },
  bid: {
    do: 'Apuesta {{bid}}: primero la cara 4 (tecla 4), luego la cantidad (→ o +) y Apostar (Enter).',
    why: 'Una apuesta arriesgada: tienes un cuatro. Ana la dudará y quedarás con un dado.',
    wrong: 'La lección necesita {{bid}}: te deja con un dado.',
  },
  doubted: {
    do: 'Ana dice Dudo a {{bid24}}.',
    why: 'Se levantan los cachos y se cuentan los cuatros.',
  },
};

export const lessonsEs: LessonStrings = {
  title: 'Lecciones cortas',
  hint: 'Una regla cada una, en uno o dos minutos: ases, obligar, palifico, el final de un juego',
  tryIt: 'Pruébalo: {{name}}',
  aces: {
    name: 'Pasar a ases y volver',
    hint: 'La mitad más uno a ases, el doble más uno al volver',
    steps: {
      start: {
        do: 'Mira: cada uno tira un dado y tu seis empieza. Tres dados cada uno.',
        why: 'Esta lección muestra cómo una apuesta pasa a ases, y vuelve a otra cara.',
      },
      dice: {
        do: 'Tus dados: dos ases y un cuatro.',
        why: 'Los ases son comodines: cada uno cuenta como la cara apostada. Si se apuestan {{fives}}, tus dos ases son dos {{fives}}.',
      },
      open: {
        do: 'Abre la ronda: apuesta {{bid}}. Primero la cara 5 (tecla 5), luego la cantidad (→ o +) y Apostar (Enter).',
        why: 'Tus dos ases cuentan como quinas: otra quina entre los seis dados que no ves es probable.',
        wrong: 'Aquí {{bid}} es la apertura de la lección: tus dos ases cuentan como quinas.',
      },
      watch: {
        do: 'Ana y Beto suben en {{fives}}, hasta {{bid55}}.',
        why: 'Cada subida pide más quinas. Otra más después de {{bid55}} es mucho pedir.',
      },
      toAces: {
        do: 'En vez de más quinas, pasa a ases: la mitad de la cantidad, redondeada hacia abajo, más uno.',
        why: 'Cinco quinas: 5 ÷ 2 da 2, más uno: {{bid31}}. Para los ases solo cuentan los ases, así que bastan menos. Tú tienes dos.',
      },
      bidAces: {
        do: 'Apuesta {{bid}}: elige la cara 1 (tecla 1): la cantidad pasa a la mínima permitida, tres. Luego Apostar (Enter).',
        why: 'Tres ases superan a {{bid55}}. Tienes dos ases; uno más entre seis dados es probable.',
        wrong: 'Aquí la lección es pasar a ases: {{bid31}}, la mitad de cinco más uno.',
      },
      back: {
        do: 'Ana vuelve de ases a quinas: el doble de la cantidad más uno, {{bid75}}. Beto la duda.',
        why: 'De ases a otra cara, la cantidad debe ser al menos 2 × 3 + 1 = 7.',
      },
      reveal: {
        do: 'Seis {{fives}} (dos quinas y cuatro ases comodines), no siete: Ana pierde un dado. Lee y luego Siguiente (Enter).',
        why: 'A ases: la mitad más uno. Desde ases: el doble más uno. De ases a ases: la cantidad sube.',
      },
      done: {
        do: 'Ya sabes pasar a ases: la mitad más uno, y el doble más uno al volver.',
        why: 'Todas las reglas están en Reglas (F1). El menú tiene las otras lecciones.',
      },
    },
  },
  palifico: {
    name: 'Palifico',
    hint: 'Con un solo dado: sin ases comodines, y tu cara se queda',
    steps: {
      start: {
        do: 'Mira: cada uno tira un dado y tu seis empieza. Dos dados cada uno.',
        why: 'Con estas reglas, quien queda con un dado tiene una ronda palifico. Esta lección te lleva ahí.',
      },
      ...toOneDie,
      lost: {
        do: 'Un cuatro, no dos: pierdes un dado. Seguir (Enter).',
        why: 'Con un dado por primera vez: tu próxima ronda es palifico.',
      },
      palifico: {
        do: 'Tu ronda palifico: se agitan los cachos y tú la abres.',
        why: 'En palifico los ases no son comodines, y la cara con que abres se queda toda la ronda: solo sube la cantidad.',
      },
      open: {
        do: 'Abre con {{bid}}: tu cuatro (tecla 4 y Enter).',
        why: 'Un cuatro es seguro: lo tienes. Ahora todos deben apostar {{fours}}.',
        wrong: 'Abre con tu propia cara: {{bid14}}, el cuatro que tienes.',
      },
      raises: {
        do: 'Ana y Beto solo pueden subir la cantidad de {{fours}}.',
        why: 'La cara es tuya esta ronda. Un as no es comodín ahora.',
      },
      dudo: {
        do: 'Di Dudo (D) a {{bid34}}.',
        why: 'Tienes un cuatro. Tres necesitan dos más entre los otros cuatro dados, sin ases comodines.',
        wrong: 'La apuesta de Beto, {{bid34}}, es demasiado: Dudo.',
      },
      reveal: {
        do: 'Dos {{fours}}: el as de Ana no cuenta. Beto pierde un dado. Siguiente (Enter).',
        why: 'El palifico llega una vez por jugador, la primera vez con un dado; luego se juega normal.',
      },
      done: {
        do: 'Ya sabes el palifico: sin ases comodines, y la cara de apertura se queda.',
        why: 'Todas las reglas están en Reglas (F1). El menú tiene las otras lecciones.',
      },
    },
  },
  obligarChoose: {
    name: 'Obligar tú mismo',
    hint: 'Con un solo dado, tú eliges la ronda especial',
    steps: {
      start: {
        do: 'Mira: cada uno tira un dado y tu seis empieza. Dos dados cada uno.',
        why: 'Esta lección te deja con un dado, para que elijas la ronda especial: obligar.',
      },
      ...toOneDie,
      lost: {
        do: 'Un cuatro, no dos: pierdes un dado. Seguir (Enter).',
        why: 'Con un dado por primera vez, puedes obligar al empezar la próxima ronda.',
      },
      choose: {
        do: 'Elige obligar: Abierto (Enter).',
        why: 'Abierto: cada uno ve los dados de los demás pero no los suyos. Cerrado: solo tú ves tu dado. Rechazar: una ronda normal. Al obligar, los ases no son comodines y la cara de apertura se queda.',
        wrong: 'Abierto es la elección de esta lección: verás los dados de Ana y de Beto.',
      },
      shake: {
        do: 'Se agitan los cachos. Esta ronda ves los dados de Ana y de Beto, no los tuyos.',
        why: 'Tú obligaste: tú abres la ronda.',
      },
      see: {
        do: 'Mira junto a sus puestos: Ana tiene un dos y una quina, Beto una quina y un as.',
        why: 'Los ases no son comodines ahora: el as de Beto no es quina. Dos {{fives}} a la vista.',
      },
      bidFives: {
        do: 'Apuesta {{bid}}: cara 5 (tecla 5), luego la cantidad y Apostar (Enter).',
        why: 'Ves dos quinas: la apuesta vale sea cual sea tu dado. La cara queda fija: los demás solo pueden subir la cantidad.',
        wrong: 'La apuesta segura es {{bid}}: las dos quinas que ves.',
      },
      watch: {
        do: 'Ana sube a {{bid35}}; Beto la duda.',
        why: 'Una tercera quina tendría que ser tu dado.',
      },
      reveal: {
        do: 'Tu dado es un seis: dos {{fives}}, no tres. Ana pierde un dado. Siguiente (Enter).',
        why: 'Se obliga una vez por jugador (cada vez, si las reglas lo dicen), la ronda después de quedar con un dado.',
      },
      done: {
        do: 'Ya sabes obligar, abierto o cerrado.',
        why: 'Todas las reglas están en Reglas (F1). El menú tiene las otras lecciones.',
      },
    },
  },
  obligarClosed: {
    name: 'Obligar cerrado',
    hint: 'Solo quien tiene un dado lo ve: los demás apuestan a ciegas',
    steps: {
      start: {
        do: 'Mira: cada uno tira un dado y tu seis empieza. Dos dados cada uno.',
        why: 'Esta lección muestra un obligar cerrado: Beto quedará con un dado.',
      },
      dice: {
        do: 'Tus dados: un dos y un cuatro.',
        why: 'Ningún as: tienes un cuatro.',
      },
      open: {
        do: 'Abre con {{bid}}: cara 4 (tecla 4) y Apostar (Enter).',
        why: 'Una apuesta segura: tu propio cuatro.',
        wrong: 'Abre con {{bid}}: tu propio cuatro es seguro.',
      },
      watch: {
        do: 'Ana apuesta {{bid23}}; Beto {{bid36}}.',
        why: 'Beto blufea: tres senas entre seis dados.',
      },
      dudo: {
        do: 'Di Dudo (D) a {{bid36}}.',
        why: 'No tienes ni sena ni as: tres necesitarían tres de los otros cuatro dados.',
        wrong: 'La apuesta de Beto, {{bid36}}, es demasiado: Dudo.',
      },
      reveal1: {
        do: 'Una sena: Beto pierde un dado. Seguir (Enter).',
        why: 'Beto queda con un dado por primera vez: puede obligar.',
      },
      obligar: {
        do: 'Beto obliga, cerrado.',
        why: 'Cerrado: solo Beto ve su dado. Todos los demás apuestan a ciegas, sin ver ni sus propios dados.',
      },
      closed: {
        do: 'Se agitan los cachos. Esta ronda tus propios dados quedan ocultos para ti.',
        why: 'Los ases no son comodines, y la cara con que Beto abre se queda toda la ronda.',
      },
      blind: {
        do: 'Beto abrió con {{bid15}}. No ves ningún dado, ni los tuyos.',
        why: 'Hay cinco dados en juego; cada uno es quina una vez de cada seis. Beto probablemente tiene su quina.',
      },
      bidBlind: {
        do: 'Apuesta {{bid}}: cara 5 (tecla 5), luego la cantidad y Apostar (Enter).',
        why: 'A ciegas, sube lo menos posible: solo puede subir la cantidad.',
        wrong: 'Sube lo menos posible: {{bid}}.',
      },
      watch2: {
        do: 'Ana sube a {{bid35}}; Beto la duda.',
        why: 'Ana también apuesta a ciegas.',
      },
      reveal: {
        do: 'Una quina, la de Beto: Ana pierde un dado. Siguiente (Enter).',
        why: 'En un obligar cerrado quien tiene un dado sabe más; los demás adivinan.',
      },
      done: {
        do: 'Ya sabes el obligar cerrado: todos menos quien obliga apuestan a ciegas.',
        why: 'Todas las reglas están en Reglas (F1). El menú tiene las otras lecciones.',
      },
    },
  },
  out: {
    name: 'Sin dados, y el final del juego',
    hint: 'Gana el último jugador con dados',
    steps: {
      start: {
        do: 'Mira: cada uno tira un dado y tu seis empieza. Un dado cada uno.',
        why: 'Esta lección se juega hasta el final de un juego: el próximo dado perdido deja a un jugador fuera.',
      },
      dice: {
        do: 'Tu dado: un tres.',
        why: 'Quien se queda sin dados queda fuera; gana el último jugador con dados.',
      },
      open: {
        do: 'Abre con {{bid}}: cara 3 (tecla 3) y Apostar (Enter).',
        why: 'Tu propio tres la hace segura.',
        wrong: 'Abre con {{bid}}: tu propio tres.',
      },
      watch: {
        do: 'Ana apuesta {{bid23}}, Beto {{bid25}}.',
        why: 'La apuesta de Beto necesita que los otros dos dados sean quinas o ases.',
      },
      dudo: {
        do: 'Di Dudo (D) a {{bid25}}.',
        why: 'Tu dado es un tres: dos quinas necesitarían el dado de Ana y el de Beto.',
        wrong: 'La apuesta de Beto, {{bid25}}, es poco probable: Dudo.',
      },
      out: {
        do: 'Una quina: Beto pierde su único dado y queda fuera. Seguir (Enter).',
        why: 'Quien pierde empieza la ronda siguiente; Beto está fuera, así que empieza el siguiente jugador: tú.',
      },
      round2: {
        do: 'Ronda 2: tú y Ana, un dado cada uno.',
        why: 'Beto ya no juega en este juego.',
      },
      bid: {
        do: 'Apuesta {{bid}}: tu cuatro (tecla 4 y Enter).',
        why: 'Segura: lo tienes.',
        wrong: 'Apuesta {{bid}}: tu propio cuatro es seguro.',
      },
      watch2: {
        do: 'Ana apuesta {{bid15}}.',
        why: 'Con dos dados en la mesa, necesita que el suyo sea quina o as.',
      },
      dudo2: {
        do: 'Di Dudo (D) a {{bid15}}.',
        why: 'Tu dado es un cuatro: Ana necesita que el suyo sea quina o as, una posibilidad de tres.',
        wrong: 'Duda {{bid15}} de Ana: Dudo.',
      },
      reveal: {
        do: 'Ninguna quina: Ana pierde su último dado. Eres el último jugador con dados: ganas. Siguiente (Enter).',
        why: 'Un juego termina cuando queda un solo jugador; una partida es una serie de juegos.',
      },
      done: {
        do: 'Ya sabes cómo termina un juego: lo gana el último jugador con dados.',
        why: 'Todas las reglas están en Reglas (F1). El menú tiene las otras lecciones.',
      },
    },
  },
};
