import { createApp } from 'vue';
import '@variant-board/element';
import '@variant-board/element/reserve.css';
import App from './App.vue';

createApp(App).mount('#app');
