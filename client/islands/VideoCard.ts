import VideoCard from '../../views/islands/VideoCard';
import { mount } from '../mount';

export default mount(VideoCard);
