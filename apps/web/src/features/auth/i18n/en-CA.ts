export const auth = {
  modal: {
    login: { title: 'Welcome Back', subtitle: 'Sign in to your account' },
    register: { title: 'Join {{product}}', subtitle: 'Create your account with email or phone' },
    toRegister: "Don't have an account? Sign up",
    toLogin: 'Already have an account? Sign in',
    close: 'Close',
  },
} as const;
