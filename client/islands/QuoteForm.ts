import QuoteForm from '../../views/islands/QuoteForm';
import { mount } from '../mount';

export default mount(QuoteForm);
