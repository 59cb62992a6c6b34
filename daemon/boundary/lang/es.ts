/**
 * Spanish rules for the boundary. See ./types.ts for what each field means.
 * Patterns see the canonical text: accents dropped ("dónde" → "donde", "aparqué" → "aparque"), ñ → n.
 * Spanish drops the subject pronoun, so the first person lives in verb endings: "dejé", "tengo", "estoy".
 */
import { token, words } from '../normalize.js';
import type { LanguageRules } from './types.js';

const KIN = 'esposa|esposo|mujer|marido|pareja|novia|novio|prometid[oa]|hij[oa]s?|ninos?|ninas?|madre|mama|padre|papa|'
  + 'padres|herman[oa]s?|abuel[oa]s?|ti[oa]s?|prim[oa]s?|sobrin[oa]s?|vecin[oa]s?|jef[ea]|casero|casera|familia|'
  + 'amig[oa]s?|suegr[oa]s?|cunad[oa]s?|canguro|ninera';
const SCHEDULE = 'vuelos?|avion|tren|citas?|reunion(?:es)?|calendario|agenda|reservas?|viaje|vacaciones|planes|'
  + 'cumpleanos|aniversario|billetes?|boletos?|pasajes?|hotel|medic[oa]|doctora?|dentista|turno|clases?';
const HEALTH = 'pastillas|medicamentos?|medicinas?|recetas?|vacunas?|analisis|dosis';
/** Documents and paperwork are weak on purpose, as in en.ts: "cómo renuevo mi pasaporte" is world. */
const BELONGINGS = 'llaves?|cartera|billetera';
const HOME = 'notas|lista';
const MISLAID = 'llaves?|cartera|billetera|pasaporte|gafas|lentes|movil|telefono|celular|mando|cargador|paraguas|'
  + 'coche|auto|carro|bici|bicicleta|bolso|mochila|documentos|chaqueta|anillo|reloj|cascos|auriculares';

export const es: LanguageRules = {
  lang: 'es',
  possessives: token('mis|mios?|mias?|nuestr[oa]s?'),
  // Italian "mi" means "me" ("mi puoi dire"), so Spanish "mi" is not counted in Italian text.
  ambiguousPossessives: { forms: token('mi'), unlessLang: ['it'] },
  strongNouns: token([KIN, SCHEDULE, HEALTH, BELONGINGS, HOME].join('|')),
  memory: [
    words('te acuerdas|(?:tu )?recuerdas'),
    words('(?:que|lo que|de lo que) te (?:dije|conte|pregunte|comente|pedi)'),
    words('te (?:dije|conte|he dicho|habia dicho|he contado|comente)'),
    words('que sabes (?:de|sobre) (?:mi|nosotros)'),
  ],
  ownPast: [
    words('(?:donde|adonde|cuando|cuanto|a quien|que) (?:(?:lo|la|los|las) )?(?:deje|puse|aparque|estacione|guarde|pague|'
      + 'compre|reserve|meti|perdi|pedi|gaste|gastamos|pagamos|compramos|fuimos|dejamos)'),
    words('(?:^|, )(?:deje|cerre|apague|pague|reserve|di de comer|regue)'),
    words('(?:he|habia) (?:pagado|cerrado|apagado|reservado|dejado)'),
    words('ultima vez que (?:fui|estuve|vi|hice|pague|fuimos|estuvimos|tome|llame)'),
  ],
  availability: [
    words('(?:tengo|tenemos) (?:algo|planes|cita|reunion|tiempo|clase|trabajo|turno|hueco)'),
    words('que (?:tengo|tenemos) (?:hoy|manana|en la agenda|el|esta|este|pasado)'),
    words('(?:estoy|estamos) (?:libres?|ocupad[oa]s?|disponibles?)'),
    words('a que hora (?:salgo|vuelo|tengo|salimos|volamos|empiezo|trabajo)'),
    words('cuando (?:vuelo|salgo|volamos|salimos|trabajo|tengo que)'),
  ],
  household: [
    words('(?:la|una) cita (?:con|del|de la|en|para)'),
    words('cita (?:medica|con el medico|con el dentista)'),
    words('(?:viene|llega|vienen) (?:el |la )?(?:fontanero|electricista|canguro|ninera|asistenta|tecnico)'),
    words('llaves (?:del coche|de casa|del auto|del carro|de repuesto|del garaje)'),
    words('(?:contrasena|clave) del (?:wi-?fi|router|internet)'),
    words('(?:donde|adonde) (?:esta|estan|deje|puse) (?:el |la |los |las |mis? |nuestr[oa]s? )?(?:' + MISLAID + ')'),
  ],
  genericFrames: [
    words('como (?:puedo|hago|se|debo|hacer|podria|hay que)'),
    words('como \\S+o (?:mi|mis|el|la|los|las|un|una)'),
    words('que (?:hago|hacer|debo hacer|puedo hacer)'),
    words('se puede|(?:puedo|podria|debo|deberia|necesito|conviene)'),
    words('es (?:seguro|malo|bueno|normal|peligroso|sano|legal|recomendable)'),
    words('por que'),
    words('cuanto tiempo (?:hay que|debo|se|tengo que)|hay que'),
    words('cada cuanto'),
    words('que (?:significa|quiere decir)'),
    words('en mi (?:ciudad|zona|barrio|pais|region)'),
  ],
  titleFrames: [
    words('quien (?:escribio|canto|compuso|dirigio|pinto|interpreta)'),
    words('letra (?:de|del)|(?:cancion|libro|pelicula|novela) (?:llamada|llamado|titulada|titulado)'),
  ],
};
