// "Welcome, {name}" with the author's name from their profile.
import { Typography } from '@mui/material';
import { useAuthorName } from '../hooks/useAuthorName';

export function Greeting({ name }: { name: string }) {
  return (
    <Typography variant="h4" component="h1">
      {name ? `Welcome, ${name}` : 'Welcome'}
    </Typography>
  );
}

export function AuthorGreeting({ uid }: { uid: string }) {
  return <Greeting name={useAuthorName(uid)} />;
}
