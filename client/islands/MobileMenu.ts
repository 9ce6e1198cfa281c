import MobileMenu from '../../views/islands/MobileMenu';
import { mount } from '../mount';

export default mount(MobileMenu);
