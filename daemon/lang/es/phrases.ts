/** Hearth's own Spanish sentences (see ../types.ts). */
import type { LanguagePhrases } from '../types.js';

export const phrases: LanguagePhrases = {
  phraser: {
    dontKnow: 'No lo sé.',
    closestMatch: 'No encontré una respuesta directa, pero esto es lo más cercano.',
    notSaid: 'Encontré algo sobre eso, pero no lo dice.',
    notSaidTitled: 'El artículo sobre {title} no lo dice.',
    dontKnowLocally: 'Solo busqué en lo que está guardado aquí, porque puede ser sobre ti, y no encontré nada.',
  },
  store: {
    toldMe: 'Me dijiste:',
    nothingYet: 'Todavía no sé nada de eso. Si me dices «recuerda que …», lo guardaré.',
    cannotRead: 'Ahora mismo no puedo leer mis notas.',
    cannotSave: 'No pude guardarlo: mi almacenamiento no acepta cambios ahora mismo.',
  },
  chain: {
    dontKnowPersonal: 'Todavía no lo sé. Si me dices «recuerda que ...», lo guardaré.',
  },
};
