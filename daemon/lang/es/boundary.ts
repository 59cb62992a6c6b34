/**
 * Spanish rules for the boundary. Data only; fields and notation: daemon/boundary/types.ts.
 * Patterns see the canonical text: accents dropped ("dónde" → "donde", "aparqué" → "aparque"), ñ → n.
 * Spanish drops the subject pronoun, so the first person lives in verb endings: "dejé", "tengo", "estoy".
 */
import type { BoundaryLexicon } from '../../boundary/types.js';

const KIN = [
  'esposa', 'esposo', 'mujer', 'marido', 'pareja', 'novia', 'novio', 'prometid[oa]', 'hij[oa]s?', 'ninos?', 'ninas?',
  'madre', 'mama', 'padre', 'papa', 'padres', 'herman[oa]s?', 'abuel[oa]s?', 'ti[oa]s?', 'prim[oa]s?', 'sobrin[oa]s?',
  'vecin[oa]s?', 'jef[ea]', 'casero', 'casera', 'familia', 'amig[oa]s?', 'suegr[oa]s?', 'cunad[oa]s?', 'canguro',
  'ninera',
];
const SCHEDULE = [
  'vuelos?', 'avion', 'tren', 'citas?', 'reunion(?:es)?', 'calendario', 'agenda', 'reservas?', 'viaje', 'vacaciones',
  'planes', 'cumpleanos', 'aniversario', 'billetes?', 'boletos?', 'pasajes?', 'hotel', 'medic[oa]', 'doctora?',
  'dentista', 'turno', 'clases?',
];
const HEALTH = [
  'pastillas', 'medicamentos?', 'medicinas?', 'recetas?', 'vacunas?', 'analisis', 'dosis',
];
/** Documents and paperwork are weak on purpose, as in en.ts: "cómo renuevo mi pasaporte" is world. */
const BELONGINGS = [
  'llaves?', 'cartera', 'billetera',
];
const HOME = [
  'notas', 'lista',
];
const MISLAID = [
  'llaves?', 'cartera', 'billetera', 'pasaportes?', 'dni', 'libro de familia', 'escrituras', 'garantia', 'factura',
  'tarjeta sanitaria', 'partida de nacimiento', 'permiso de circulacion', 'tarjetas?', 'contrato', 'papeles', 'gafas',
  'lentes', 'movil', 'telefono', 'celular', 'mando', 'cargador', 'paraguas', 'coche', 'auto', 'carro', 'bici',
  'bicicleta', 'bolso', 'mochila', 'documentos', 'chaqueta', 'anillo', 'reloj', 'cascos', 'auriculares',
  // The house's own fixtures: "dónde está el cuadro eléctrico", "la llave de paso".
  'cuadro (?:electrico|de luz|de luces)', 'diferencial', 'plomos', 'contador\\S*', 'llave de paso', 'termostato',
  'caldera',
];

/**
 * Common given names (accents dropped). Left out: names that are ordinary words or places (Rosa, Luz, Sol, Paz,
 * Pilar, Dolores, Mercedes, Alba, Blanca, Paloma, Marina, Leo "I read", Tomás "you take", Marcos "frames",
 * Santiago, León, Ella "she").
 */
const GIVEN_NAMES = [
  'pablo', 'lucas', 'lucia', 'sofia', 'martina', 'maria', 'paula', 'julia', 'daniela', 'valeria', 'carla', 'sara',
  'noa', 'carmen', 'ana', 'laura', 'marta', 'elena', 'cristina', 'isabel', 'raquel', 'beatriz', 'patricia', 'silvia',
  'nuria', 'irene', 'andrea', 'claudia', 'alejandro', 'daniel', 'javier', 'javi', 'carlos', 'david', 'jorge', 'juan',
  'jose', 'pepe', 'manuel', 'manolo', 'miguel', 'antonio', 'francisco', 'paco', 'pedro', 'sergio', 'alvaro', 'diego',
  'mario', 'hugo', 'martin', 'adrian', 'ivan', 'nacho', 'ignacio', 'alberto', 'fernando', 'luis', 'rafa', 'rafael',
  'raul', 'ruben', 'victor', 'jaime', 'gonzalo', 'iker', 'mateo', 'nico', 'nicolas', 'santi', 'lola', 'pili', 'maite',
  'rocio', 'ines', 'angela', 'sonia', 'lorena', 'veronica', 'monica', 'susana', 'eva', 'natalia', 'alicia', 'olga',
  'teresa', 'pepa', 'abril', 'vega', 'aitana', 'olivia', 'emma', 'mia', 'chloe', 'valentina', 'ximena', 'camila',
  'mariana', 'guadalupe', 'lupe', 'enrique', 'quique', 'roberto', 'ricardo', 'emilio', 'samuel', 'joaquin', 'aaron',
  'bruno', 'izan', 'thiago', 'dani', 'edu', 'eduardo', 'alex', 'marc', 'pol', 'jordi', 'nil',
];

/** Household things that have a code or password. */
const LOCKED = [
  'garaje', 'puerta', 'portal', 'porton', 'alarma', 'caja fuerte', 'candado', 'wi-?fi', 'router', 'internet', 'movil',
  'portatil', 'telefono', 'buzon', 'trastero', 'taquilla', 'casa', 'piso',
];
/**
 * Not after a how-to verb: "cómo cambiar la contraseña del wifi" asks how passwords are changed, not what the
 * household's is ("olvidé la contraseña del wifi" still counts).
 */
const HOW_TO_SET = '(?<!(?:cambiar|cambio|cambia|poner|crear|elegir|configurar|recuperar|restablecer)(?: la| el)? )';
/** People who come to the house to work for it: their visits and bookings are the household's own affairs. */
const SERVICE_PEOPLE = [
  'fontanero', 'electricista', 'canguro', 'ninera', 'asistenta', 'tecnico(?: de \\S+)?', 'jardinero', 'cuidadora',
  'limpiadora', '(?:senora|chica|chico|senor) de la limpieza', 'pintor', 'albanil', 'albaniles', 'obreros',
  'cerrajero', 'paseador', 'profe(?:sor)? particular', 'deshollinador', 'instalador', 'butanero', 'cristalero',
  'fisio', 'interna',
];
/** Events in a household's week, asked about by time. */
const HOUSEHOLD_EVENTS = [
  'reunion de padres', 'tutoria', 'excursion', 'funcion', 'festival', 'entrenamiento', 'clases? de \\S+', 'ensayo',
  'veterinario', 'recogida', 'recoger', 'guarderia', 'cole', 'colegio', 'basura', 'vacuna', 'revision', 'itv',
  'extraescolar\\S*', 'logopeda', 'fisio',
];
/** Service people and places whose names the owner forgets. */
const REMEMBERED = [
  'pediatra', 'oculista', 'optic[oa]', 'cirujan[oa]', 'especialista', 'cardiolog[oa]', 'dermatolog[oa]',
  'ginecolog[oa]', 'matrona', 'enfermer[oa]', 'ortodoncista', 'logopeda', 'fisio\\S*', 'farmaceutic[oa]', 'notari[oa]',
  'fontanero', 'electricista', 'mecanico', 'medic[oa]', 'doctora?', 'dentista', 'veterinari[oa]', 'profe\\S*',
  'maestr[oa]', 'canguro', 'ninera', 'restaurante', 'hotel', 'bar', 'cafeteria', 'tienda', 'chic[oa]', 'senora?',
  'hombre', 'mujer', 'tio', 'tia', 'vecin[oa]', 'peluquer[oa]', 'entrenador[a]?', 'albanil', 'pintor', 'abogad[oa]',
  'gestor[a]?',
];
/** Words in -é that are not preterites ("café", "bebé", "José" when written first). */
const NOT_PRETERITES = [
  'qué', 'porqué', 'café', 'bebé', 'josé', 'puré', 'comité', 'chalé', 'canapé', 'consomé', 'cliché', 'paté', 'bidé',
  'carné', 'olé', 'porqué', 'rené', 'andré', 'pelé', 'mamé', 'papé', 'corsé', 'buqué', 'parqué', 'plisé', 'suflé',
  'frappé', 'glasé', 'bufé', 'cupé', 'tupé', 'clisé', 'caché', 'até', 'você',
];

/** Spanish 1st person singular preterites of everyday verbs (accents dropped): "tomé", "fui", "llamé". */
const MY_PRETERITES = [
  'tome', 'fui', 'vi', 'hice', 'pague', 'llame', 'comi', 'bebi', 'estuve', 'cambie', 'lave', 'regue', 'saque',
  'compre', 'deje', 'puse', 'cene', 'vimos', 'tomamos', 'cenamos', 'comimos', 'fuimos', 'estuvimos', 'pagamos',
  'compramos',
];

export const es: BoundaryLexicon = {
  lang: 'es',
  possessives: [
    { words: ['mis', 'mios?', 'mias?', 'nuestr[oa]s?'] },
    // Italian "mi" means "me" ("mi puoi dire"), so Spanish "mi" is not counted in Italian text.
    { words: ['mi'], alsoIn: ['it'] },
  ],
  givenNames: GIVEN_NAMES,
  generalWe: [
    '(?:llegamos|llego el hombre|llegaron|aterrizamos|aterrizo el hombre|pisamos|fuimos|viajamos) (?:\\S+ ){0,2}(?:a la luna|la luna|'
      + 'a marte|al espacio)|(?:venimos|descendemos) del mono|evolucionamos',
  ],
  strongNouns: [...KIN, ...SCHEDULE, ...HEALTH, ...BELONGINGS, ...HOME],
  firstPerson: [
    // Pronouns, and verb forms that can only be "I" or "we": Spanish drops the pronoun ("tengo cita", "estoy libre").
    { words: [
    'yo', 'me', 'nos', 'nosotros', 'nosotras', 'conmigo', 'tengo', 'tenemos', 'estoy', 'estamos', 'voy', 'vamos',
    'fui', 'fuimos', 'hice', 'hicimos', 'puse', 'pusimos', 'tuve', 'tuvimos', 'estuve', 'estuvimos', 'dije', 'comi',
    'sali', 'perdi', 'vivi', 'bebi', 'meti', 'escribi', 'recibi', 'pedi', 'dormi', 'subi', 'abri', 'vendi', 'decidi',
    'corri', 'naci', 'conoci', 'rompi', 'devolvi', 'hemos', 'tardo', 'tardamos', 'llego', 'llegamos', 'salgo',
    'vuelvo', 'volvemos', 'empiezo', 'empezamos',
  ] },
    // Irregular preterites of "I": "ya pude pagar", "anduve diez kilómetros" ("di" and "vi" are in ownAffairs, with a
    // day: alone they are Italian "of" and "you" in text too short to detect). English "vine" is a plant.
    { words: ['vine', 'pude', 'quise', 'supe', 'anduve'], alsoIn: ['it', 'en', 'fr', 'pt'] },
    // "he adelgazado", "he pagado"; English "he" is someone else.
    { words: ['he'], alsoIn: ['en'] },
    // Preterites in -é with the accent written ("dejé", "aparqué", "llamé"); unaccented "deje" is also a
    // subjunctive. French participles ("inventé") and Portuguese words ("você") look the same.
    { endings: { endings: ['é'], minStemLetters: 2, except: NOT_PRETERITES }, accented: true, alsoIn: ['fr', 'it', 'pt'] },
  ],
  notFirstPerson: [
    // Requests to Hearth: "me puedes decir", "me explicas", "me recomiendas un libro".
    '(?:me|nos) (?:puedes|podrias|puede|podria|quieres) (?:\\S+ )?(?:decir|explicar|contar|recomendar|ayudar|dar|buscar|ensenar|leer)|'
      + '(?:me|nos) (?:dices|explicas|cuentas|recomiendas|ensenas|ayudas)',
    // Wondering aloud: "quiero saber quién ...", "me pregunto por qué ...".
    '(?:quiero|quisiera|me gustaria|necesito) (?:saber|aprender|entender|conocer)|me pregunto|busco (?:un|una|unos|unas|informacion)',
    // Local questions: "cerca de mí", "donde vivo".
    'cerca de (?:mi|nosotros|casa)|donde (?:vivo|vivimos)',
  ],
  memory: [
    // What Hearth was told or noted: "qué apuntaste sobre mi alergia", "qué tienes guardado del fontanero".
    '(?:apuntaste|anotaste|guardaste|memorizaste|registraste)|tienes (?:apuntado|anotado|guardado)',
    'te acuerdas|(?:tu )?recuerdas',
    '(?:que|lo que|de lo que) te (?:dije|conte|pregunte|comente|pedi)',
    'te (?:dije|conte|he dicho|habia dicho|he contado|comente)',
    'que sabes (?:de|sobre) (?:mi|nosotros)',
    // What a professional told the household: "qué dijo la médica del sarpullido".
    'que (?:dijo|dijeron|recomendo|receto|comento|ha dicho) (?:el|la|los|las|nuestr\\S*) (?:\\S+ )?(?:' + REMEMBERED.join('|') + ')',
    // Memory for names: "cómo se llamaba el fontanero" (the imperfect says "the one we had").
    'como se llamaba(?:n)? (?:el|la|los|las|aquel|aquella|ese|esa|este|esta) (?:\\S+ )?(?:' + REMEMBERED.join('|') + ')',
  ],
  ownPast: [
    '(?:donde|adonde|cuando|cuanto|a quien|que) (?:(?:lo|la|los|las) )?(?:deje|puse|aparque|estacione|guarde|pague|'
      + 'compre|reserve|meti|perdi|pedi|gaste|gastamos|pagamos|compramos|fuimos|dejamos)',
    '(?:^|, )(?:deje|cerre|apague|pague|reserve|di de comer|regue)',
    '(?:he|habia) (?:pagado|cerrado|apagado|reservado|dejado)',
    '(?:me |nos )?(?:he|hemos) (?:\\S+ )?(?:tomado|comido|bebido|gastado|pagado|hecho|dormido|caminado|andado)',
    'ultima vez que (?:fui|estuve|vi|hice|pague|fuimos|estuvimos|tome|llame)',
  ],
  availability: [
    '(?:tengo|tenemos) (?:algo|planes|cita|reunion|tiempo|clase|trabajo|turno|hueco)',
    'que (?:tengo|tenemos) (?:hoy|manana|en la agenda|el|esta|este|pasado)',
    '(?:estoy|estamos) (?:libres?|ocupad[oa]s?|disponibles?)',
    'a que hora (?:salgo|vuelo|tengo|salimos|volamos|empiezo|trabajo)',
    'cuando (?:vuelo|salgo|volamos|salimos|trabajo|tengo que)',
    'que hay (?:de|para) (?:cenar|comer|cena|comida|almuerzo|desayuno)',
  ],
  // Kin as names without an article: "cuándo vuelve papá del viaje" ("el papa" is the Pope, "la papa" a potato, and
  // after accents are dropped "papá" and "papa" are one word); only in Spanish text (see kinNames).
  kinNames: { phrase: '(?<!(?:el|la|los|las|un|una|del|al|tu|su) )(?:mama|papa)', alsoIn: 'others' },
  household: [
    '(?:la|una) cita (?:con|del|de la|en|para)',
    // A chore with a time of his day: "hay que sacar la basura esta noche" ("a qué hora pasa la basura" has no chore).
    '(?:sacar|bajar|tirar) (?:\\S+ ){0,2}(?:basura|reciclaje|contenedor\\S*|vidrio|carton) (?:\\S+ ){0,2}(?:hoy|esta noche|esta tarde|manana)',
    'cita (?:medica|con el medico|con el dentista)',
    '(?:viene|llega|vienen|llegan|pasa|va a venir) (?:hoy |manana )?(?:el |la |los )?(?:' + SERVICE_PEOPLE.join('|') + ')',
    '(?:el|la|los) (?:' + SERVICE_PEOPLE.join('|') + ') (?:\\S+ )?(?:viene|vienen|llega|llegan|va a venir|esta reservad\\S*|esta pagad\\S*)',
    // The status of one of the household's bookings or payments: "se pagó ya el alquiler", "está reservada la revisión".
    '(?:se )?(?:pago|reservo|confirmo|renovo|pidio|encargo|transfirio|cancelo) ya|ya se (?:pago|reservo|confirmo|renovo|pidio|'
      + 'encargo|transfirio|cancelo)|(?:esta|estan) (?:ya )?(?:pagad|reservad|confirmad|renovad|pedid|encargad)[oa]s?|'
      + 'se (?:ha|han) (?:pagado|reservado|confirmado|renovado|pedido|encargado)',
    // Lists the household keeps and its own insurance: "la lista de la compra", "el seguro del coche".
    '(?:la|nuestra) lista de (?:la compra|tareas|pendientes|invitados|regalos)|el seguro (?:del coche|de (?:la )?casa|del hogar|de hogar|de la moto)',
    // Debts: "cuánto le debemos al albañil".
    '(?:le|les) (?:debo|debemos)|(?:me|nos) deben?|cuanto (?:\\S+ )?(?:debo|debemos)',
    '(?:cuando|que dia) (?:hay que|tengo que|tenemos que|toca) pagar (?:el|la|los|las)',
    'llaves (?:del coche|de casa|del auto|del carro|de repuesto|del garaje)',
    '(?:quien|quienes) (?:\\S+ ){0,4}llaves|copia de (?:las )?llaves',
    // "cómo cambiar la contraseña del wifi" is a how-to, not the household's password.
    HOW_TO_SET + '(?:contrasena|clave) del (?:wi-?fi|router|internet)',
    '(?:donde|adonde) (?:esta|estan|deje|puse) (?:el |la |los |las |mis? |nuestr[oa]s? )?(?:' + MISLAID.join('|') + ')',
  ],
  ownAffairs: [
    HOW_TO_SET + '(?:codigo|clave|contrasena|pin|combinacion) (?:del|de la|de|para (?:el|la)) (?:\\S+ )?(?:' + LOCKED.join('|') + ')',
    // "qué código tiene la alarma de la entrada": the code a household lock has.
    '(?:codigo|clave|contrasena|pin|combinacion) (?:tiene|lleva|usa|abre|era el de|es el de) (?:el|la|los|las) (?:\\S+ )?(?:' + LOCKED.join('|') + ')',
    '(?<!media )(?:factura|recibo) (?:de|del) (?:la )?(?:luz|gas|agua|telefono|movil|internet|comunidad|alquiler)',
    '(?:ultim[oa]|proxim[oa]) (?:factura|recibo|nomina)',
    '(?:cuando|a que hora|que dia|para cuando) (?:\\S+ ){0,5}(?:' + HOUSEHOLD_EVENTS.join('|') + ')',
    // "cuándo le toca la vacuna a Luna", "cuándo me toca el turno": scheduled for someone at home.
    '(?:cuando|a que hora|que dia) (?:me|le|nos|les) toca',
    '(?:itv|revision|seguro|mantenimiento|cambio de aceite) (?:\\S+ ){0,2}(?:del|al|de la|a la) (?:coche|auto|carro|moto|caldera|casa|piso)',
    // The household's children without "mis": "se vacunaron los niños de la gripe".
    '(?:los|las) (?:ninos|ninas|chicos|peques|crios|mellizos|gemelos)(?! (?:de hoy|de ahora|en general|en el mundo))',
    // Guests: "quién viene a cenar el sábado", "cuándo llegan los invitados".
    'quien(?:es)? (?:viene|vienen|va a venir|van a venir|se queda|se quedan) (?:\\S+ )?(?:a cenar|a comer|a casa|de visita|'
      + 'a la fiesta|al cumple\\S*|a dormir|a merendar)|(?:los|nuestros) invitados',
    // Stock at home: "queda leche".
    '(?:^|nos )(?:queda|quedan)',
    // Household money and dates: pay, contracts, subscriptions, what falls due next.
    'cuando (?:cobro|cobramos|pagan|nos pagan|me pagan|ingresan)',
    '(?:proxima|proximo) (?:dosis|cita|vacuna|pastilla|pago|cuota|revision|entrega|inyeccion)',
    '(?:vence|caduca|acaba|termina|renueva|activ[oa]) (?:\\S+ ){0,3}(?:suscripcion|abono|contrato|hipoteca|seguro|membresia|'
      + 'garantia)',
    // The household's deliveries: "llega hoy el paquete de amazon" ("reparte amazon los domingos" names no parcel).
    '(?:llega|llegara|llego|viene|vendra|entregan|traen|traeran) (?:\\S+ ){0,2}(?:el|nuestro|la) (?:paquete|pedido|envio|'
      + 'entrega)|(?:el|nuestro) (?:paquete|pedido|envio)(?: \\S+){0,4} (?:llega|llegara|llego|viene|hoy|manana)',
    // "di" and "vi" as "I gave" and "I saw", with a day of his: "cuántos pasos di ayer".
    '(?:di|vi) (?:ayer|anoche|anteayer|hoy|esta (?:manana|tarde|noche)|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo))',
    // Library books of the household: "cuándo hay que devolver los libros a la biblioteca".
    'devolver (?:los|nuestros) libros',
    // His own readings with a time of his day: "cuánto tenía de tensión esta mañana".
    '(?:tension|presion|azucar|glucosa|pulso|fiebre) (?:\\S+ ){0,3}(?:esta manana|esta noche|esta tarde|hoy|ayer|anoche)|'
      + '(?:tenia|tuve) (?:\\S+ ){0,2}(?:tension|presion|azucar|glucosa|fiebre)',
    '(?:suscripcion|abono|contrato|hipoteca|seguro|membresia) (?:\\S+ ){0,3}(?:vence|caduca|se acaba|termina|sigue)',
    'matricula (?:del|de la|de nuestro|de nuestra) (?:coche|moto|auto|carro|furgoneta)',
    '(?:recoge|recoger|recojo|lleva|llevar|llevo|busca|buscar|buscamos|recogemos) (?:\\S+ ){0,2}(?:a )?(?:los ninos|las ninas|'
      + 'el nino|la nina|los peques|la peque|el peque|los chicos|las chicas|la pequena|el pequeno)',
    '(?:me|nos) (?:\\S+ ){0,3}hoy|hoy (?:\\S+ ){0,2}(?:me|nos)',
    // First-person plural plans: "en qué hotel nos quedamos", "cuánto gastamos", "a dónde vamos".
    '(?:cuando|donde|adonde|a donde|a que hora|en que \\S+|que \\S+|cuanto|cuantos|cuantas) (?:\\S+ ){0,2}(?:nos )?\\S+(?:amos|emos|imos)',
    '(?:' + MY_PRETERITES.join('|') + ') (?:\\S+ ){0,3}por ultima vez',
    // The household's baby or little girl named with the article: "qué dijo el pediatra de la niña".
    '(?:la nina|el bebe|la bebe|la peque|el peque|la pequena|el pequeno|la nena|el nene)(?! (?:de|que|en general))',
    // Chores on the household's pets and plants: "alguien le dio de comer al perro", "regaste las plantas".
    'de comer (?:a|al) (?:los |las |la )?(?:perros?|gat[oa]s?|pez|peces|hamster|conejo|mascotas?|pajaros?|tortuga)|'
      + '(?:sacado|saco|paseado|paseo) al perro|(?:regado|rego|regaste|regamos) (?:las plantas|el jardin|los tomates|las flores)',
    'alguien (?:\\S+ ){0,3}(?:dio|saco|cerro|apago|pago|recogio|llamo|rego|paseo|compro|reservo|pidio)',
    // Passwords of the household's accounts: "cuál era la contraseña de netflix".
    HOW_TO_SET + '(?:contrasena|password|pin|usuario) (?:de|del|para) (?!un |una )\\S+',
    // Stock in the household's stores: "hay leche en la nevera".
    '(?:hay|tenemos|queda|quedan) (?:\\S+ ){0,3}en (?:la nevera|el frigo|el frigorifico|el congelador|la despensa|casa|el armario)',
    // Whose birthday it is: "quién cumple años el sábado".
    'quien cumple|de quien es el cumple',
    // The household's boy: "cuándo tiene el niño el dentista" (also "El Niño" the climate pattern: privacy side).
    'el nino(?! (?:de|que|en general|jesus))',
    // When the household last had something done: "cuándo cambiamos el aceite por última vez".
    'ultima vez que (?:\\S+ )?\\S+amos',
    '(?:cuando|donde|a que hora|que dia) (?:\\S+ )?(?:' + MY_PRETERITES.join('|') + ')',
  ],
  personData: [
    'anos tiene qqnameqq', 'cumple qqnameqq',
    '(?:cuando|a que hora) (?:tiene|sale|entra|vuelve|viene|llega|empieza|termina) qqnameqq', 'fiesta', 'boda',
    'cumple\\S*', 'regalo', 'natacion', 'futbol', 'piscina', 'ballet', 'danza', 'piano', 'ingles', 'judo', 'tutor[a]?',
    'numero', 'telefono', 'movil', 'direccion', 'correo', 'email', 'cumpleanos', 'cita', 'clases?', 'entrenamiento',
    'colegio', 'cole', 'profe\\S*', 'maestr[oa]', 'talla', 'alergi\\S*', 'veterinario', 'vacunas?', 'pasaporte',
    'guarderia', 'vuelo', 'turno', 'medico', 'dentista', 'extraescolar\\S*', 'examen', 'partido', 'torneo', 'recital',
    'actuacion', 'pastillas', 'medicinas?', 'inhalador', 'viene a (?:cenar|comer|casa|dormir)', 'de visita', 'deberes',
    'tareas?',
  ],
  // Spanish names the family with the article where English says "my": "cuándo viene la abuela".
  bareKin: ['abuel[oa]s?', 'yay[oa]s?', 'suegr[oa]s?', 'cunad[oa]s?'],
  ownDay: [
    'hoy', 'esta (?:noche|tarde|manana)', '(?<!(?:la|las|por|de) )manana',
  ],
  notOwnDay: [
    'paraguas', 'chaqueta', 'abrigo', 'chubasquero', 'crema solar', 'lluvia', 'llover', 'llueve', 'nieve', 'nevar',
    'tiempo hace', 'clima', 'grados', 'frio', 'calor', 'viento', 'deberia', 'deberiamos', 'debo',
    'que (?:cocino|ceno|como|hago de comer|me pongo|veo)',
  ],
  genericFrames: [
    // Where to begin, and children's development by age: "por dónde empiezo", "a qué edad puede un niño nadar".
    'por donde empiezo|como empiezo|a que edad|desde que edad|con cuantos anos',
    '(?:malo|mala|bueno|buena|perjudicial|sano|sana) para (?:mi|mis|nuestr\\S*|nosotros)',
    // "cómo se hace" is a how-to; "cómo se llama la tutora de Mía" is a name question.
    'como (?:puedo|hago|se(?! llama)|debo|hacer|podria|hay que)',
    // "cómo me deshago de las hormigas", "cómo nos protegemos del sol": how-to in the first person.
    'como (?:me|nos) \\S+(?:o|amos|emos|imos)',
    // Obligations under a condition are advice: "tengo que pagar impuestos si vendo mi coche", "qué pasa si".
    '(?:tengo|tenemos|hay) que (?:\\S+ ){0,6}si|que (?:pasa|ocurre|sucede) si|que (?:tengo|tenemos) que hacer',
    // "Nosotros" meaning people in general: "qué sabemos del universo", "tenemos libre albedrío".
    'que celebramos|por que celebramos|que sabemos (?:de|sobre)|tenemos libre albedrio|estamos solos en el universo',
    'como \\S+o (?:mi|mis|el|la|los|las|un|una)',
    // "cómo leer la factura": an infinitive after "cómo" is a how-to.
    'como \\S+(?:ar|er|ir)(?:la|lo|las|los|se|me|nos)?(?= )',
    // Holidays named after kin: "cuándo es el día de los abuelos", "el día de la madre".
    'dia (?:de|del) (?:la |las |los |el )?(?:madre|padre|abuel\\S*|nin\\S*|mujer|hermanos?|amig\\S*|enamorados)',
    'que (?:hago|hacer|debo hacer|puedo hacer)',
    'se puede|(?:puedo|podria|debo|deberia|necesito|conviene)',
    'es (?:segur[oa]|mal[oa]|buen[oa]|normal|peligros[oa]|san[oa]|legal|recomendable|perjudicial|grave)|pasa algo si|'
      + 'esta bien (?:si|que)',
    // Advice about a pet or thing of his: "mi perro puede comer uvas". Family nouns are strong and win first.
    '(?:mi|mis|nuestr[oa]s?) \\S+ (?:puede|pueden|debe|deben|deberia)|(?:puede|pueden|debe|deben) (?:mi|mis|nuestr[oa]s?) \\S+',
    'por que',
    // "hay que" is advice ("cuánto tiempo hay que hervir"), but asked by time it is the household's schedule:
    // "a qué hora hay que recoger a los niños".
    'cuanto tiempo (?:hay que|debo|se|tengo que)|(?<!(?:cuando|hora|dia) )hay que',
    'cada cuanto',
    'que (?:significa|quiere decir)',
    'en mi (?:ciudad|zona|barrio|pais|region)',
    // Recommendations and comparisons: "qué colchón es mejor para mi espalda", "qué nombre le pongo a mi perro".
    // Definitions, comparisons and statistics are about the world.
    'que es (?:un|una)|de media|promedio|que diferencia|diferencia entre|que hago mal',
    '(?:suficientemente|bastante|lo bastante) (?:segur|buen|fuert)\\S*',
    '(?:es|son) (?:\\S+ )?mejor(?:es)?|mejor para|(?:que|cual) (?:\\S+ )?(?:le |les |lo |la )?(?:pongo|regalo|compro|hago|doy|llamo|elijo)',
  ],
  titleFrames: [
    // The frame may name the kind of work first: "quién canta la canción ...".
    'quien (?:escribio|escribe|canto|canta|compuso|dirigio|pinto|interpreta|sale en|actua en)(?: (?:la|el) (?:cancion|libro|'
      + 'pelicula|novela|disco|poema|serie))?',
    '(?:argumento|reparto|banda sonora|trailer) (?:de|del)|de que (?:trata|va)',
    'letra (?:de|del)|(?:cancion|libro|pelicula|novela) (?:llamada|llamado|titulada|titulado)',
  ],
  placePrepositions: ['en', 'hacia', 'desde', 'hasta', 'para', 'por'],
  ownerWords: ['de', 'del'],
  saintWords: ['san', 'santa', 'santo'],
};
