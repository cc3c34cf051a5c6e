import HomeIcon from '@mui/icons-material/Home';
import { Menu } from 'react-admin';

/** There is no react-admin dashboard; the home page is an ordinary route, so it needs its own item. */
export const MemberMenu = () => (
  <Menu>
    <Menu.Item to="/" primaryText="app.menu.home" leftIcon={<HomeIcon />} />
    <Menu.ResourceItems />
  </Menu>
);
