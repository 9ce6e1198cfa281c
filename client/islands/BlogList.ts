import BlogList from '../../views/islands/BlogList';
import { mount } from '../mount';

export default mount(BlogList);
