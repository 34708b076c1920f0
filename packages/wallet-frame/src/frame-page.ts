// The wallet frame page's script (one file the api serves on the frame's origin).
import { startFramePage } from './page/start-frame-page.ts'

startFramePage(window)
