import NewsletterForm from '../../views/islands/NewsletterForm';
import { mount } from '../mount';

export default mount(NewsletterForm);
