import ContactForm from '../../views/islands/ContactForm';
import { mount } from '../mount';

export default mount(ContactForm);
