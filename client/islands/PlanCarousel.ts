import PlanCarousel from '../../views/islands/PlanCarousel';
import { mount } from '../mount';

export default mount(PlanCarousel);
