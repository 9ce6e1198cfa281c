import file from '../../content/belgique-impulseo.json';
import { parseImpulseo, type ImpulseoData } from '../../shared/impulseo';

/** What /belgique shows, read once from the file shipped with the build (landing/ owns the pages' content). */
export const impulseo: ImpulseoData = parseImpulseo(file);
