package org.surgebench.web;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Function;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A real headless Chromium driving the console as a person does: Debian's {@code /usr/bin/chromium} through its
 * {@code /usr/bin/chromedriver} (packages chromium and chromium-driver; .ci/run installs them), both named, so
 * nothing is looked up or downloaded. A missing browser fails the test: an end-to-end test that skips proves
 * nothing. With {@code SURGE_SCREENSHOTS=DIR} in the environment each page named by {@link #screenshot} is saved there as a PNG
 * (the pictures in docs/web.md).
 */
final class ConsoleBrowser implements AutoCloseable {
    static final String CHROMIUM = System.getProperty("surge.chromium", "/usr/bin/chromium");
    static final String CHROMEDRIVER = System.getProperty("surge.chromedriver", "/usr/bin/chromedriver");

    final ChromeDriver driver;
    private final String base;

    ConsoleBrowser(String base) {
        for (String exe : new String[] {CHROMIUM, CHROMEDRIVER}) {
            if (!Files.isExecutable(Path.of(exe))) {
                throw new AssertionError(exe + " is missing: install Debian's chromium and chromium-driver "
                        + "(bin/ci-setup-chromium).");
            }
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        // A page's scripts may start work at once (the session page polls): commands wait for the DOM only.
        options.setPageLoadStrategy(org.openqa.selenium.PageLoadStrategy.EAGER);
        // Headless, as root, with none of the browser's own traffic (this machine's network is closed).
        options.addArguments(
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--window-size=1280,900");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER))
                .usingAnyFreePort()
                .build();
        driver = new ChromeDriver(service, options);
        driver.manage().window().setSize(new Dimension(1280, 900));
        driver.manage().timeouts().pageLoadTimeout(Duration.ofMinutes(1)).scriptTimeout(Duration.ofSeconds(30));
        this.base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    }

    void open(String path) {
        driver.get(base + path);
    }

    WebElement find(String css) {
        return driver.findElement(By.cssSelector(css));
    }

    /** Types into a field, replacing what it held. */
    void type(String css, String text) {
        WebElement e = find(css);
        e.clear();
        e.sendKeys(text);
    }

    /**
     * Clicks as the page's own script sees a click (the element's click event), without the driver waiting for
     * a navigation that a button handled by the page's script never starts.
     */
    void click(String css) {
        driver.executeScript("arguments[0].click()", find(css));
    }

    String text(String css) {
        return find(css).getText();
    }

    /** Waits until {@code until} holds (at most 2 minutes: a hang guard, not a timing). */
    <T> T await(String what, Function<WebDriver, T> until) {
        return new WebDriverWait(driver, Duration.ofMinutes(2), Duration.ofMillis(100))
                .withMessage(() -> "waiting for " + what + "; the page says: " + text("body"))
                .until(until);
    }

    /** Waits until the element's text satisfies {@code test}, and returns that text. */
    String awaitText(String css, String what, java.util.function.Predicate<String> test) {
        return await(what, d -> {
            String t = text(css);
            return test.test(t) ? t : null;
        });
    }

    /** Saves the page as {@code NAME.png} in {@code SURGE_SCREENSHOTS}, when given. */
    void screenshot(String name) {
        String dir = System.getProperty("surge.screenshots", System.getenv("SURGE_SCREENSHOTS"));
        if (dir == null || dir.isBlank()) {
            return;
        }
        try {
            Path target = Path.of(dir).resolve(name + ".png");
            Files.createDirectories(target.getParent());
            Files.write(target, driver.getScreenshotAs(OutputType.BYTES));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        driver.quit();
    }
}
